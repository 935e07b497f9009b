// A host property declared as a protocol that the adapter's protocol refines
// (FSCalendar's `id<FSCalendarDelegate> delegate`, to which it also sends
// `FSCalendarDelegateAppearance`'s methods when the delegate responds): the
// slot needs a property of the child's type, so the adapter declares one
// over the host's. The proxy is a child, hence a parent: it is stored as it
// is. A real delegate set before installation that is only a parent reads
// as nil through it (the child's slot can't hold it): install the parent's
// adapter for such a delegate, or the child's for one that is both.

extension Renderer {
  /// The lines of `<child>Property`, the host's property as the child protocol.
  func parentTypedBridge(_ host: HostModel, parent: String, isolated: String, access: String) -> [String] {
    let indent = Self.indent
    let body = indent + indent
    let bridge = "\(Self.lowerCamel(model.name))Property"
    var lines = Self.comment(
      "`\(host.property)` as a `\(model.name)`, the type the slot needs: the property is declared as `\(parent)`,"
        + " which `\(model.name)` refines, so the proxy is stored as it is; a delegate that is only a `\(parent)`"
        + " reads as nil here.", indent: indent)
    lines += [
      "\(indent)\(isolated)\(access)var \(bridge): (any \(model.name))? {",
      "\(body)get { \(host.property) as? any \(model.name) }",
      "\(body)set { \(host.property) = newValue }",
      "\(indent)}",
      "",
    ]
    return lines
  }
}
