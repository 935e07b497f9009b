// Reading Swift text by its brackets: where a parenthesis closes, and the
// commas at the top level of a list. Parentheses, square brackets, braces
// and generic angle brackets nest; the `>` of an arrow (`->`) does not.
// One pass over the text, so a long type costs what its length does.

/// Bracket-aware reading of type and argument lists.
enum BracketText {
  /// How `character` changes the nesting depth, given the character before it.
  static func depthChange(_ character: Character, after previous: Character) -> Int {
    if "([{<".contains(character) { return 1 }
    if ")]}".contains(character) || (character == ">" && previous != "-") { return -1 }
    return 0
  }

  /// The index of the parenthesis closing the one `text` starts with.
  static func matchingParenthesis(_ text: Substring) -> Substring.Index? {
    var depth = 0
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      defer { previous = character }
      depth += depthChange(character, after: previous)
      if depth == 0 { return character == ")" ? index : nil }
    }
    return nil
  }

  /// `A, (B, C) -> D, [E: F]` split at its top-level commas.
  static func topLevelSplit(_ text: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = text.startIndex
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      defer { previous = character }
      depth += depthChange(character, after: previous)
      if character == "," && depth == 0 {
        parts.append(text[start..<index])
        start = text.index(after: index)
      }
    }
    parts.append(text[start...])
    return parts
  }
}
