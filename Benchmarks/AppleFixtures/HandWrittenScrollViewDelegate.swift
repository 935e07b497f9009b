// The yardstick of an adapter's machine code: the `UIScrollViewDelegate` a
// developer writes by hand to do what `UIScrollViewDelegateProxy` does for one
// handler per event: forward each of the protocol's 14 methods to a weak real
// delegate and to one stored closure, combining the answers as the adapter's
// rules do (`viewForZooming`: the first non-nil view; `scrollViewShouldScrollToTop`:
// everyone must agree). No DelegateDSL. Compiled only by Scripts/check-apple,
// as a module of its own with `-O -wmo`, so that its `__text` compares with the
// generated adapter's compiled the same way (the Performance article).

#if canImport(UIKit)
  import UIKit

  /// A hand-written scroll view delegate: a weak real delegate, then one closure per method.
  @MainActor public final class HandWrittenScrollViewDelegate: NSObject, UIScrollViewDelegate {
    /// The delegate that was in the scroll view's `delegate` before.
    public weak var realDelegate: (any UIScrollViewDelegate)?

    /// The handler of `scrollViewDidScroll(_:)`.
    public var didScroll: ((UIScrollView) -> Void)?
    /// The handler of `scrollViewDidZoom(_:)`.
    public var didZoom: ((UIScrollView) -> Void)?
    /// The handler of `scrollViewWillBeginDragging(_:)`.
    public var willBeginDragging: ((UIScrollView) -> Void)?
    /// The handler of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    public var willEndDragging: ((UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void)?
    /// The handler of `scrollViewDidEndDragging(_:willDecelerate:)`.
    public var didEndDragging: ((UIScrollView, Bool) -> Void)?
    /// The handler of `scrollViewWillBeginDecelerating(_:)`.
    public var willBeginDecelerating: ((UIScrollView) -> Void)?
    /// The handler of `scrollViewDidEndDecelerating(_:)`.
    public var didEndDecelerating: ((UIScrollView) -> Void)?
    /// The handler of `scrollViewDidEndScrollingAnimation(_:)`.
    public var didEndScrollingAnimation: ((UIScrollView) -> Void)?
    /// The handler of `viewForZooming(in:)`.
    public var viewForZooming: ((UIScrollView) -> UIView?)?
    /// The handler of `scrollViewWillBeginZooming(_:with:)`.
    public var willBeginZooming: ((UIScrollView, UIView?) -> Void)?
    /// The handler of `scrollViewDidEndZooming(_:with:atScale:)`.
    public var didEndZooming: ((UIScrollView, UIView?, CGFloat) -> Void)?
    /// The handler of `scrollViewShouldScrollToTop(_:)`.
    public var shouldScrollToTop: ((UIScrollView) -> Bool)?
    /// The handler of `scrollViewDidScrollToTop(_:)`.
    public var didScrollToTop: ((UIScrollView) -> Void)?
    /// The handler of `scrollViewDidChangeAdjustedContentInset(_:)`.
    public var didChangeAdjustedContentInset: ((UIScrollView) -> Void)?

    /// Calls the real delegate's `scrollViewDidScroll`, then the handler.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      realDelegate?.scrollViewDidScroll?(scrollView)
      didScroll?(scrollView)
    }

    /// Calls the real delegate's `scrollViewDidZoom`, then the handler.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
      realDelegate?.scrollViewDidZoom?(scrollView)
      didZoom?(scrollView)
    }

    /// Calls the real delegate's `scrollViewWillBeginDragging`, then the handler.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      realDelegate?.scrollViewWillBeginDragging?(scrollView)
      willBeginDragging?(scrollView)
    }

    /// Calls the real delegate's `scrollViewWillEndDragging`, then the handler.
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      realDelegate?.scrollViewWillEndDragging?(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
      willEndDragging?(scrollView, velocity, targetContentOffset)
    }

    /// Calls the real delegate's `scrollViewDidEndDragging`, then the handler.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      realDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
      didEndDragging?(scrollView, decelerate)
    }

    /// Calls the real delegate's `scrollViewWillBeginDecelerating`, then the handler.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      realDelegate?.scrollViewWillBeginDecelerating?(scrollView)
      willBeginDecelerating?(scrollView)
    }

    /// Calls the real delegate's `scrollViewDidEndDecelerating`, then the handler.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      realDelegate?.scrollViewDidEndDecelerating?(scrollView)
      didEndDecelerating?(scrollView)
    }

    /// Calls the real delegate's `scrollViewDidEndScrollingAnimation`, then the handler.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      realDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
      didEndScrollingAnimation?(scrollView)
    }

    /// Calls the real delegate's `viewForZooming`, then the handler.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      realDelegate?.viewForZooming?(in: scrollView) ?? viewForZooming?(scrollView)
    }

    /// Calls the real delegate's `scrollViewWillBeginZooming`, then the handler.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      realDelegate?.scrollViewWillBeginZooming?(scrollView, with: view)
      willBeginZooming?(scrollView, view)
    }

    /// Calls the real delegate's `scrollViewDidEndZooming`, then the handler.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
      realDelegate?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
      didEndZooming?(scrollView, view, scale)
    }

    /// Calls the real delegate's `scrollViewShouldScrollToTop`, then the handler.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      let real = realDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
      return shouldScrollToTop.map { $0(scrollView) && real } ?? real
    }

    /// Calls the real delegate's `scrollViewDidScrollToTop`, then the handler.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      realDelegate?.scrollViewDidScrollToTop?(scrollView)
      didScrollToTop?(scrollView)
    }

    /// Calls the real delegate's `scrollViewDidChangeAdjustedContentInset`, then the handler.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      realDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
      didChangeAdjustedContentInset?(scrollView)
    }
  }
#endif
