// UIScrollView, modelled on UIScrollView.h: a weak delegate whose optional
// methods are asked (`responds(to:)`) when it is assigned, and the few
// behaviours the adapter's answers change:
// - scrolling: "scrollViewDidScroll: … // any offset changes";
// - the end of a drag: "called on finger up if the user dragged. velocity is
//   in points/millisecond. targetContentOffset may be changed to adjust where
//   the scroll view comes to rest";
// - zooming: "viewForZoomingInScrollView: … // return a view that will be
//   scaled. if delegate returns nil, nothing happens": no zooming unless it
//   is implemented and answers a view (the header's older note also names
//   scrollViewDidEndZooming:withView:atScale:, which iOS 3.2 and later don't
//   require; the model requires only the view);
// - scroll to top: "scrollViewShouldScrollToTop: … // return a yes if you
//   want to scroll to the top. if not defined, assumes YES".
//
// `delegate` is UIKit's one property, redeclared by UITableView with its own
// protocol: Swift can't override a stored property's type, so the scroll
// view's is reached by dynamic member lookup (`\UIScrollView.delegate`) and a
// subclass declares its own, on the same storage.

#if !canImport(ObjectiveC)
  import Foundation

  /// The property `\UIScrollView.delegate` names.
  public struct UIScrollViewProperties {
    public var delegate: (any UIScrollViewDelegate)?
  }

  @MainActor @dynamicMemberLookup
  open class UIScrollView: UIView {
    weak var storedDelegate: (any ObjectiveCResponding)?
    /// The optional methods the delegate implemented when it was assigned.
    var cachedSelectors: Set<Selector> = []

    public var contentOffset = CGPoint.zero
    public var zoomScale: CGFloat = 1
    public var minimumZoomScale: CGFloat = 1
    public var maximumZoomScale: CGFloat = 1
    public var scrollsToTop = true
    /// How many times a delegate property of this view was assigned.
    public private(set) var delegateAssignments = 0

    public nonisolated override init() { super.init() }

    /// `@property(nullable,nonatomic,weak) id<UIScrollViewDelegate> delegate; // default nil. weak reference`
    public subscript(dynamicMember property: WritableKeyPath<UIScrollViewProperties, (any UIScrollViewDelegate)?>)
      -> (any UIScrollViewDelegate)?
    {
      get { storedDelegate as? any UIScrollViewDelegate }
      set { assignDelegate(newValue) }
    }

    /// Stores the delegate and asks, now, which optional methods it implements.
    func assignDelegate(_ delegate: (any ObjectiveCResponding)?) {
      storedDelegate = delegate
      delegateAssignments += 1
      cachedSelectors = Set(Self.optionalSelectors.filter { responds(delegate, to: $0) })
    }

    /// The optional selectors this class asks about at assignment.
    open class var optionalSelectors: [Selector] {
      [
        "scrollViewDidScroll:", "scrollViewWillEndDragging:withVelocity:targetContentOffset:", "scrollViewDidZoom:",
        "viewForZoomingInScrollView:",
        "scrollViewWillBeginZooming:withView:", "scrollViewDidEndZooming:withView:atScale:",
        "scrollViewShouldScrollToTop:", "scrollViewDidScrollToTop:",
      ]
    }

    /// The delegate, when it implemented `selector` at its assignment.
    func scrollDelegate(for selector: Selector) -> (any UIScrollViewDelegate)? {
      cachedSelectors.contains(selector) ? storedDelegate as? any UIScrollViewDelegate : nil
    }

    /// The user drags the content to `offset`.
    public func scroll(to offset: CGPoint) {
      contentOffset = offset
      scrollDelegate(for: "scrollViewDidScroll:")?.scrollViewDidScroll(self)
    }

    /// The user lifts the finger after a drag: the scroll view would come to rest at `target`, which the
    /// delegate may change. - Returns: where it comes to rest.
    @discardableResult
    public func endDragging(velocity: CGPoint, target: CGPoint) -> CGPoint {
      var rest = target
      scrollDelegate(for: "scrollViewWillEndDragging:withVelocity:targetContentOffset:")?.scrollViewWillEndDragging(
        self, withVelocity: velocity, targetContentOffset: &rest)
      scroll(to: rest)
      return rest
    }

    /// The user pinches to `scale`: the view to scale comes from the delegate, or nothing happens.
    /// - Returns: the view zoomed, or nil when nothing happened.
    @discardableResult
    public func pinch(to scale: CGFloat) -> UIView? {
      guard minimumZoomScale != maximumZoomScale,
        let view = scrollDelegate(for: "viewForZoomingInScrollView:")?.viewForZooming(in: self)
      else { return nil }
      scrollDelegate(for: "scrollViewWillBeginZooming:withView:")?.scrollViewWillBeginZooming(self, with: view)
      zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
      scrollDelegate(for: "scrollViewDidZoom:")?.scrollViewDidZoom(self)
      scrollDelegate(for: "scrollViewDidEndZooming:withView:atScale:")?.scrollViewDidEndZooming(
        self, with: view, atScale: zoomScale)
      return view
    }

    /// The user taps the status bar: scrolls to the top unless `scrollsToTop` is NO, the delegate
    /// returns NO, or the view is already at the top.
    /// - Returns: whether it scrolled.
    @discardableResult
    public func tapStatusBar() -> Bool {
      guard scrollsToTop, contentOffset != .zero else { return false }
      if let delegate = scrollDelegate(for: "scrollViewShouldScrollToTop:"),
        !delegate.scrollViewShouldScrollToTop(self)
      {
        return false
      }
      scroll(to: .zero)
      scrollDelegate(for: "scrollViewDidScrollToTop:")?.scrollViewDidScrollToTop(self)
      return true
    }
  }
#endif
