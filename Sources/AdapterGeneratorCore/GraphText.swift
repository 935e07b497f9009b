// Text that comes from a symbol graph (titles, documentation comments) or the
// command line and is written into comments: a line break inside it would end
// a `//` or `///` comment and turn the rest into code, so every kind of line
// break becomes a space.

/// Makes outside text safe to write into a one-line comment.
enum Comments {
  /// Every character Swift ends a line at (`\n`, `\r`, `\r\n`), and the other
  /// Unicode line and paragraph separators, which editors show as breaks.
  static let lineBreaks: Set<Character> = [
    "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
  ]

  /// `text` on one line: each line break (and other control character) a space.
  static func singleLine(_ text: String) -> String {
    guard text.contains(where: needsReplacing) else { return text }
    return String(text.map { needsReplacing($0) ? " " : $0 })
  }

  private static func needsReplacing(_ character: Character) -> Bool {
    lineBreaks.contains(character)
      || character.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\t" }
  }
}
