// The model's counterpart of the library's `extension NSObject:
// HierarchicalDelegateHost {}` (compiled where the Objective-C runtime
// exists): the hosts' `on(_:_:)` entry points that the adapters declare in
// `extension HierarchicalDelegateHost where Self: UITableView`.

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL

  extension UIView: HierarchicalDelegateHost {}
  extension UIViewController: HierarchicalDelegateHost {}
  extension CLLocationManager: HierarchicalDelegateHost {}
  extension UIPresentationController: HierarchicalDelegateHost {}
#endif
