// Initialisers for events of main-actor protocols (UIKit-style delegates):
// the handler signature is `@MainActor`, so every handler is isolated to the
// main actor and checked by the compiler. Users write `@MainActor (…)`; the
// compiler reads a global-actor function type as `@MainActor @Sendable (…)`,
// which is what these constraints must spell to match. Generated shape; keep
// in step with the nonisolated initialisers in `Event.swift`.

extension Event {
  /// Declares a void event of a main-actor protocol with zero arguments: every
  /// handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var didEvent: Event<@MainActor () -> Void> { .init() }
  /// }
  /// ```
  public init(name: String = #function) where Signature == @MainActor @Sendable () -> Void {
    self.init(name: name, rule: .void, isVoid: true)
  }

  /// Declares a void event of a main-actor protocol with one argument: every
  /// handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var didEvent: Event<@MainActor (A) -> Void> { .init() }
  /// }
  /// ```
  public init<A>(name: String = #function) where Signature == @MainActor @Sendable (A) -> Void {
    self.init(name: name, rule: .void, isVoid: true)
  }

  /// Declares a void event of a main-actor protocol with two arguments: every
  /// handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var didEvent: Event<@MainActor (A, B) -> Void> { .init() }
  /// }
  /// ```
  public init<A, B>(name: String = #function) where Signature == @MainActor @Sendable (A, B) -> Void {
    self.init(name: name, rule: .void, isVoid: true)
  }

  /// Declares a void event of a main-actor protocol with three arguments: every
  /// handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var didEvent: Event<@MainActor (A, B, C) -> Void> { .init() }
  /// }
  /// ```
  public init<A, B, C>(name: String = #function) where Signature == @MainActor @Sendable (A, B, C) -> Void {
    self.init(name: name, rule: .void, isVoid: true)
  }

  /// Declares a void event of a main-actor protocol with four arguments: every
  /// handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var didEvent: Event<@MainActor (A, B, C, D) -> Void> { .init() }
  /// }
  /// ```
  public init<A, B, C, D>(name: String = #function) where Signature == @MainActor @Sendable (A, B, C, D) -> Void {
    self.init(name: name, rule: .void, isVoid: true)
  }

  /// Declares a void event of a main-actor protocol with five arguments: every
  /// handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var didEvent: Event<@MainActor (A, B, C, D, E) -> Void> { .init() }
  /// }
  /// ```
  public init<A, B, C, D, E>(name: String = #function) where Signature == @MainActor @Sendable (A, B, C, D, E) -> Void {
    self.init(name: name, rule: .void, isVoid: true)
  }

  /// Declares a void event of a main-actor protocol with six arguments: every
  /// handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var didEvent: Event<@MainActor (A, B, C, D, E, F) -> Void> { .init() }
  /// }
  /// ```
  public init<A, B, C, D, E, F>(name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C, D, E, F) -> Void {
    self.init(name: name, rule: .void, isVoid: true)
  }

  /// Declares a non-void event of a main-actor protocol with zero arguments, whose
  /// answers combine by `rule`: every handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var shouldEvent: Event<@MainActor () -> Bool> { .init(.all) }
  /// }
  /// ```
  public init<Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable () -> Answer {
    self.init(name: name, rule: rule, isVoid: false)
  }

  /// Declares a non-void event of a main-actor protocol with one argument, whose
  /// answers combine by `rule`: every handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var shouldEvent: Event<@MainActor (A) -> Bool> { .init(.all) }
  /// }
  /// ```
  public init<A, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A) -> Answer {
    self.init(name: name, rule: rule, isVoid: false)
  }

  /// Declares a non-void event of a main-actor protocol with two arguments, whose
  /// answers combine by `rule`: every handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var shouldEvent: Event<@MainActor (A, B) -> Bool> { .init(.all) }
  /// }
  /// ```
  public init<A, B, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B) -> Answer {
    self.init(name: name, rule: rule, isVoid: false)
  }

  /// Declares a non-void event of a main-actor protocol with three arguments, whose
  /// answers combine by `rule`: every handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var shouldEvent: Event<@MainActor (A, B, C) -> Bool> { .init(.all) }
  /// }
  /// ```
  public init<A, B, C, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C) -> Answer {
    self.init(name: name, rule: rule, isVoid: false)
  }

  /// Declares a non-void event of a main-actor protocol with four arguments, whose
  /// answers combine by `rule`: every handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var shouldEvent: Event<@MainActor (A, B, C, D) -> Bool> { .init(.all) }
  /// }
  /// ```
  public init<A, B, C, D, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C, D) -> Answer {
    self.init(name: name, rule: rule, isVoid: false)
  }

  /// Declares a non-void event of a main-actor protocol with five arguments, whose
  /// answers combine by `rule`: every handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var shouldEvent: Event<@MainActor (A, B, C, D, E) -> Bool> { .init(.all) }
  /// }
  /// ```
  public init<A, B, C, D, E, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C, D, E) -> Answer {
    self.init(name: name, rule: rule, isVoid: false)
  }

  /// Declares a non-void event of a main-actor protocol with six arguments, whose
  /// answers combine by `rule`: every handler runs on the main actor.
  ///
  /// ```swift
  /// extension DelegateEvents where Delegate == any TableViewDelegate {
  ///   var shouldEvent: Event<@MainActor (A, B, C, D, E, F) -> Bool> { .init(.all) }
  /// }
  /// ```
  public init<A, B, C, D, E, F, Answer>(_ rule: CombineRule<Answer>, name: String = #function)
  where Signature == @MainActor @Sendable (A, B, C, D, E, F) -> Answer {
    self.init(name: name, rule: rule, isVoid: false)
  }
}
