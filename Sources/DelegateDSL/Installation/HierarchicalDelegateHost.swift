// Hosts in a class hierarchy: `UITableView` is a `UIScrollView`, and each
// has a delegate protocol of its own. `DelegateHost` gives a class one
// `delegateSlot`, which a subclass can't declare again for another protocol,
// so generated adapters for such hosts declare their entry points per
// (protocol, host class) instead, in `extension HierarchicalDelegateHost
// where Self: Host`: Swift prefers the entry point of the most derived class
// whose protocol has the event, so `tableView.on(\.scrollViewDidScroll)`
// reaches the table view's slot (whose events inherit the scroll view's) and
// `scrollView.on(\.scrollViewDidScroll)` the scroll view's. A protocol
// extension constrained to a class is what makes that ranking work: two
// methods in extensions of the classes themselves are ambiguous, as their
// key-path parameters are unrelated types. See the Design Rationale article.

#if canImport(Foundation)
  import Foundation
#endif

/// A class whose delegate properties generated adapters serve through entry
/// points declared per protocol and class (`on(_:_:)`, `install(on:)`), so
/// that a subclass's adapter and its superclass's coexist.
///
/// Every `NSObject` conforms: Apple's hosts are all `NSObject`s. Another
/// class declares the conformance once, on the root of its hierarchy.
///
/// ```swift
/// tableView.on(\.didSelectRowAt) { tableView, indexPath in print(indexPath) }  // UITableViewDelegate
/// tableView.on(\.numberOfRowsInSection) { _, _ in 3 }  // UITableViewDataSource
/// tableView.on(\.scrollViewDidScroll) { _ in }  // inherited: the table view's delegate slot
/// ```
public protocol HierarchicalDelegateHost: AnyObject {}

#if canImport(Foundation)
  extension NSObject: HierarchicalDelegateHost {}
#endif
