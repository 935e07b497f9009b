/// A reusable, named group of handlers for one delegate protocol.
///
/// Conform a type and declare its handlers in `body`; then use an instance of
/// it as a statement of any definition for the same protocol. Groups nest.
///
/// ```swift
/// struct AnalyticsHandlers: HandlerGroup {
///   var category = "web"
///   var body: Delegate<any WebLoaderDelegate> {
///     On(\.didStartLoad) { _ in Analytics.count("\(category).start") }
///     On(\.didFail) { _, error in Analytics.count("\(category).error") }
///   }
/// }
///
/// let handlers = Delegate(for: WebLoaderDelegate.self) {
///   AnalyticsHandlers(category: "feed")
/// }
/// ```
public protocol HandlerGroup<DelegateProtocol> {
  /// The delegate protocol whose events the group handles, such as
  /// `any WebLoaderDelegate`.
  associatedtype DelegateProtocol

  /// The group's handlers, in the order they run.
  ///
  /// ```swift
  /// var body: Delegate<any WebLoaderDelegate> {
  ///   On(\.didFinishLoad) { _ in print("done") }
  /// }
  /// ```
  @DelegateBuilder<DelegateProtocol>
  var body: Delegate<DelegateProtocol> { get }
}
