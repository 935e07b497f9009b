// Internal: the readable table printed by definitions and proxies.

/// One line of a self-description: event, handler count, combine rule.
struct EventRow: Equatable {
  var name: String
  var handlers: Int
  var rule: String?

  /// Renders rows as an aligned table under `title`.
  static func render(title: String, rows: [EventRow], footer: [String] = []) -> String {
    let nameWidth = rows.map(\.name.count).max() ?? 0
    var lines = [title]
    if rows.isEmpty { lines.append("  (no handlers)") }
    for row in rows {
      let count = row.handlers == 1 ? "1 handler " : "\(row.handlers) handlers"
      let padding = String(repeating: " ", count: nameWidth - row.name.count)
      lines.append("  \(row.name)\(padding)  →  \(count)  →  \(row.rule ?? "void")")
    }
    lines.append(contentsOf: footer)
    return lines.joined(separator: "\n")
  }

  /// Merges rows of the same event, keeping first-seen order.
  static func merged(_ rows: [EventRow]) -> [EventRow] {
    var result: [EventRow] = []
    var index: [String: Int] = [:]
    for row in rows {
      if let position = index[row.name] {
        result[position].handlers += row.handlers
      } else {
        index[row.name] = result.count
        result.append(row)
      }
    }
    return result
  }
}
