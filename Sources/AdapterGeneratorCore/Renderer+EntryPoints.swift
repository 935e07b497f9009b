// A host in a class hierarchy (`UITableView` is a `UIScrollView`,
// `UIImagePickerController` a `UINavigationController`) can't conform to
// `DelegateHost` once per protocol: a subclass would conform again, with
// another `delegateSlot`. So the slot follows from the event's protocol and
// the host's class: for each (protocol, host) the adapter declares
//
// - a static slot on the host class, named after the protocol
//   (`UITableView.uiTableViewDelegateSlot`);
// - `on(_:_:)` in `extension HierarchicalDelegateHost where Self: Host`,
//   which Swift ranks by the class hierarchy: on a `UITableView`,
//   `on(\.scrollViewDidScroll)` resolves to the table view's entry point
//   (whose events inherit the scroll view's) rather than `UIScrollView`'s,
//   and a plain `UIScrollView` gets its own;
// - `install(on:)` for a definition of the protocol, and one for a
//   definition of each parent protocol, installed in this slot through
//   `Inherited` (so a scroll-view definition on a table view joins the
//   table view's proxy instead of fighting it for the same property).
//
// A composed property (`(any UIImagePickerControllerDelegate &
// UINavigationControllerDelegate)?`) is reached through a computed property
// of the protocol's type, and its adapter serves the other protocols' events
// as a parent's (see `ComposedProtocols`): on a `UIImagePickerController`,
// `on(\.willShow)` resolves to the picker's entry point, so one proxy serves
// the one property.
//
// Inside `extension HierarchicalDelegateHost where Self: UITextField`, `Event`
// would be `UIControl.Event`: the entry points write `DelegateDSL.Event`.

extension Renderer {
  /// `UITableViewDelegate` → `uiTableViewDelegate`: a leading run of capitals
  /// is lowercased but for the one that starts the next word.
  static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var run = 0
    while run < characters.count && characters[run].isUppercase { run += 1 }
    if run == 0 { return name }
    let lowered = run == characters.count || run == 1 ? run : run - 1
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  /// `UITableView.uiTableViewDelegateSlot`'s name.
  var entryPointSlotName: String { Self.lowerCamel(model.name) + "Slot" }

  func hostEntryPoints(_ host: HostModel) -> String {
    let indent = Self.indent
    let body = indent + indent
    let isolated = model.isMainActor || host.isMainActor ? "@MainActor " : ""
    let hostAccess = host.accessLevel.map { "\($0) " } ?? access
    let protocolType = "any \(model.name)"
    let slotType = "\(library("DelegateSlot"))<\(protocolType)>"
    let subscription = "DelegateSubscription<\(protocolType)>"
    var sections: [String] = []

    // The slot, and a computed property of the protocol's type for a composed one.
    var slotLines = ["extension \(host.name) {"]
    var keyPath = "\\\(host.keyPathRoot).\(host.property)"
    if !host.composedProtocols.isEmpty {
      let bridge = "\(Self.lowerCamel(model.name))Property"
      let composition = ([model.name] + host.composedProtocols).joined(separator: " & ")
      slotLines += Self.comment(
        "`\(host.property)` as a `\(model.name)`, the type the slot needs: the proxy conforms to `\(composition)`,"
          + " so it is stored as it is; another value is stored only if it conforms to all of them.", indent: indent)
      slotLines += [
        "\(indent)\(isolated)\(hostAccess)var \(bridge): (\(protocolType))? {",
        "\(body)get { \(host.property) }",
        "\(body)set { \(host.property) = newValue as? any \(composition) }",
        "\(indent)}",
        "",
      ]
      keyPath = "\\\(host.keyPathRoot).\(bridge)"
    }
    slotLines += Self.comment(
      "`\(host.name).\(host.property)`, served by `\(proxyName)`: the slot of `\(model.name)`'s events on a"
        + " `\(host.name)` and its subclasses.", indent: indent)
    slotLines.append("\(indent)\(isolated)\(hostAccess)static var \(entryPointSlotName): \(slotType) {")
    var slotArguments = [keyPath, "proxy: \(proxyName).self"]
    if host.holdsStrongly { slotArguments.append("holding: .strong") }
    slotLines += Self.wrappedCall(prefix: "\(body)\(library("DelegateSlot"))(", items: slotArguments, indent: body)
    slotLines += ["\(indent)}", "}"]
    sections.append(slotLines.joined(separator: "\n"))

    // `on`, ranked by the class hierarchy.
    let slot = "\(host.name).\(entryPointSlotName)"
    var onLines = ["extension HierarchicalDelegateHost where Self: \(host.name) {"]
    onLines += Self.comment(
      "One handler for a `\(model.name)` event, e.g. `host.on(\\.event) { … }`; on a subclass with an adapter"
        + " of its own, the subclass's entry point is chosen.", indent: indent)
    onLines += onDeclaration(
      protocolType: protocolType, isolated: isolated, access: hostAccess,
      body: ["\(body)\(slot).on(event, of: self, handler)"])
    // Main-actor events: one entry point per arity with the handler's type written out, `@MainActor` included.
    // With the generic one alone, Swift 6.3 types a closure without annotations as a non-isolated function
    // when another protocol's event of the same name is visible (a parent's, inherited by the child), then
    // rejects converting it to the event's `@MainActor @Sendable` type. The generic one stays for `async` events.
    if model.isMainActor {
      let methods = model.parents.flatMap(\.methods) + model.methods
      let arities = Set(methods.filter { $0.eventEffects.isEmpty }.map(\.eventParameters.count)).sorted()
      for arity in arities {
        onLines.append("")
        onLines += mainActorOnDeclaration(
          arity: arity, protocolType: protocolType, access: hostAccess,
          body: ["\(body)\(slot).on(event, of: self, handler)"])
      }
    }
    // Completion-handler events answered on the main actor: one entry point per arity for a handler written
    // without `await`, which keeps its synchronous form and answers before the host's method returns (see
    // `DelegateSlot+SynchronousHandlers.swift`); the generic one takes a handler written with `await`.
    let laterArities = Set(
      (model.parents.flatMap(\.methods) + model.methods).filter {
        $0.completion != nil && $0.eventEffects == "async" && (model.isMainActor || answersOnMainActor)
      }.map(\.eventParameters.count)
    ).sorted()
    for arity in laterArities {
      onLines.append("")
      onLines += mainActorOnDeclaration(
        arity: arity, protocolType: protocolType, access: hostAccess, later: true,
        body: ["\(body)\(slot).on(event, of: self, handler)"])
    }
    // Streams and a scoped real delegate, in one line as `on` (see Renderer+HostStreams.swift).
    onLines.append("")
    onLines += hostStreamDeclarations(
      protocolType: protocolType, shapes: streamShapes, slot: slot, isolated: isolated, access: hostAccess)
    onLines.append("}")
    sections.append(onLines.joined(separator: "\n"))

    // `install(on:)`: the protocol's definitions, and each parent protocol's, in this slot.
    var installLines = ["extension Delegate where DelegateProtocol == \(protocolType) {"]
    installLines += Self.comment("Installs this definition in `\(host.name).\(host.property)`.", indent: indent)
    installLines += installDeclaration(
      host: host, isolated: isolated, access: hostAccess, result: subscription,
      body: ["\(body)install(on: host, at: \(slot), file: file, line: line)"])
    installLines.append("}")
    sections.append(installLines.joined(separator: "\n"))
    for parent in model.parents {
      var lines = ["extension Delegate where DelegateProtocol == any \(parentReference(parent)) {"]
      lines += Self.comment(
        "Installs this `\(parent.name)` definition in `\(host.name).\(host.property)`, whose `\(model.name)` events"
          + " inherit its events, rather than through a superclass's slot of the same property.", indent: indent)
      // `Inherited`'s upcast proves the types and is never called; a composed protocol isn't refined, so the
      // proof is a cast (the property's value conforms to both).
      let upcast = parent.isComposed ? "$0 as! any \(parent.name)" : "$0"
      lines += installDeclaration(
        host: host, isolated: isolated, access: hostAccess, result: subscription,
        body: [
          "\(body)Delegate<\(protocolType)> { Inherited(self) { \(upcast) } }.install(on: host, file: file, line: line)"
        ])
      lines.append("}")
      sections.append(lines.joined(separator: "\n"))
    }
    return sections.joined(separator: "\n\n")
  }

  private func onDeclaration(protocolType: String, isolated: String, access: String, body: [String]) -> [String] {
    let indent = Self.indent
    return [
      "\(indent)\(isolated)@discardableResult",
      "\(indent)\(access)func on<Signature>(",
      "\(indent)\(indent)_ event: KeyPath<\(library("DelegateEvents"))<\(protocolType)>, DelegateDSL.Event<Signature>>,"
        + " _ handler: Signature",
      "\(indent)) -> DelegateSubscription<\(protocolType)> {",
    ] + body + ["\(indent)}"]
  }

  /// `on(_:_:)` for a main-actor event of `arity` arguments, its handler typed `@escaping @MainActor (A, B) -> R`;
  /// for a completion-handler event (`later`), the event is `async` and the handler isn't.
  private func mainActorOnDeclaration(
    arity: Int, protocolType: String, access: String, later: Bool = false, body: [String]
  ) -> [String] {
    let indent = Self.indent
    let parameters = Array(["A", "B", "C", "D", "E", "F"].prefix(arity))
    let function = "@MainActor (\(parameters.joined(separator: ", "))) -> R"
    let event = later ? "@MainActor (\(parameters.joined(separator: ", "))) async -> R" : function
    var lines = Self.comment(
      later
        ? "`on(_:_:)` for a main-actor completion-handler event of \(arity) argument\(arity == 1 ? "" : "s"), its"
          + " handler written without `await`: it answers before the host's method returns, as a plain delegate does."
        : "`on(_:_:)` for a main-actor event of \(arity) argument\(arity == 1 ? "" : "s"), its handler's isolation"
          + " written out: a closure without annotations is checked as `@MainActor`.", indent: indent)
    lines += ["\(indent)@MainActor @discardableResult"]
    lines += Self.wrappedDeclaration(
      prefix: "\(indent)\(access)func on<\((parameters + ["R"]).joined(separator: ", "))>(",
      items: [
        "_ event: KeyPath<\(library("DelegateEvents"))<\(protocolType)>, DelegateDSL.Event<\(event)>>",
        "_ handler: @escaping \(function)",
      ], suffix: ") -> DelegateSubscription<\(protocolType)> {", indent: indent)
    return lines + body + ["\(indent)}"]
  }

  private func installDeclaration(
    host: HostModel, isolated: String, access: String, result: String, body: [String]
  ) -> [String] {
    let indent = Self.indent
    return [
      "\(indent)\(isolated)@discardableResult",
      "\(indent)\(access)func install(",
      "\(indent)\(indent)on host: \(host.name), file: StaticString = #fileID, line: UInt = #line",
      "\(indent)) -> \(result) {",
    ]
      + body + ["\(indent)}"]
  }
}
