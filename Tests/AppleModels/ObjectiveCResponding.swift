// What the Objective-C runtime gives a delegate on Apple platforms and Linux
// lacks: a selector, and `-respondsToSelector:`, which every UIKit host asks
// before it calls an optional method. A model delegate answers it itself
// (a test's real delegate lists what it implements; the proxy answers with
// its own decision, `DelegateProxy.respondsToSelector(named:)`).

#if !canImport(ObjectiveC)
  /// An Objective-C selector, by name (`"tableView:heightForRowAtIndexPath:"`).
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
  }

  /// `NSObjectProtocol`'s `respondsToSelector:`, the root of the modelled
  /// delegate protocols (the SDK's `NSObjectProtocol`).
  public protocol ObjectiveCResponding: AnyObject {
    /// Whether the object implements the method `selector`.
    func responds(to selector: Selector) -> Bool
  }

  /// The default of an optional requirement the delegate doesn't implement:
  /// a host (or the proxy) that calls it without asking `responds(to:)`
  /// first is a bug of the model or of the adapter.
  func unimplemented(_ selector: String) -> Never {
    fatalError("\(selector) called on a delegate that doesn't implement it: ask responds(to:) first")
  }

  /// Asks `object` whether it implements `selector`: false for `nil`.
  func responds(_ object: (any ObjectiveCResponding)?, to selector: Selector) -> Bool {
    object?.responds(to: selector) ?? false
  }
#endif
