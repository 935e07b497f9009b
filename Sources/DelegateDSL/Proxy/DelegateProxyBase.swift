// The superclass of every proxy.
//
// Where Foundation exists, proxies are `NSObject`s: Foundation's delegate
// protocols (`XMLParserDelegate`, `URLSessionDelegate`, …) refine
// `NSObjectProtocol` on Linux and on Apple platforms, and UIKit/AppKit
// protocols are `@objc`. The library uses nothing of the Objective-C runtime
// itself: no message forwarding, no swizzling, no associated objects.

#if canImport(Foundation)
  import Foundation

  /// The superclass of ``DelegateProxy``: `NSObject` where Foundation exists,
  /// so proxies can conform to protocols that refine `NSObjectProtocol`.
  ///
  /// ```swift
  /// final class ParserProxy: DelegateProxy<any XMLParserDelegate>, XMLParserDelegate { … }
  /// ```
  public typealias DelegateProxyBase = NSObject
#else
  /// The superclass of ``DelegateProxy`` on platforms without Foundation.
  ///
  /// ```swift
  /// final class LoaderProxy: DelegateProxy<any LoaderDelegate>, LoaderDelegate { … }
  /// ```
  open class DelegateProxyBase: CustomStringConvertible {
    /// Creates the base object.
    ///
    /// ```swift
    /// let base = DelegateProxyBase()
    /// ```
    public init() {}

    /// A description of the object; ``DelegateProxy`` overrides it.
    ///
    /// ```swift
    /// print(proxy)
    /// ```
    open var description: String { "\(type(of: self))" }
  }
#endif
