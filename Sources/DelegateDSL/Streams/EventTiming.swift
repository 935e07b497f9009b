/// When an event stream's element is produced: before the real delegate and
/// the handlers run, or after them.
///
/// ```swift
/// let starts = loader.delegateEvents(\.didStartLoad, timing: .before) { loader in loader.url }
/// ```
public enum EventTiming: Sendable, Hashable {
  /// Before the real delegate and the handlers run (the default).
  ///
  /// ```swift
  /// loader.delegateEvents(\.didStartLoad, timing: .before) { loader in loader.url }
  /// ```
  case before

  /// After the real delegate and the handlers have run.
  ///
  /// ```swift
  /// loader.delegateEvents(\.didStartLoad, timing: .after) { loader in loader.url }
  /// ```
  case after
}

/// The timing of a stream whose elements carry the event's combined answer,
/// which exists only after the call: `.after` is its one value, so asking for
/// the answer `.before` the call does not compile.
///
/// ```swift
/// loader.delegateEvents(\.shouldStart, timing: .after) { allowed, _, request in (allowed, request.path) }
/// ```
public enum AfterTheCall: Sendable, Hashable {
  /// After the real delegate and the handlers have run, with the answer the
  /// host received.
  ///
  /// ```swift
  /// loader.delegateEvents(\.shouldStart, timing: .after) { allowed, _, _ in allowed }
  /// ```
  case after
}
