// The shipped UIScrollViewDelegate adapter, run against the model of
// UIScrollView (Tests/AppleModels/UIKit/UIScrollView.swift).

#if !canImport(ObjectiveC)
  import AppleModels
  import DelegateDSL
  import Foundation
  import Testing

  @MainActor @Suite struct UIScrollViewModelTests {
    func scrollView() -> UIScrollView {
      let scrollView = UIScrollView()
      scrollView.minimumZoomScale = 1
      scrollView.maximumZoomScale = 4
      return scrollView
    }

    @Test func aScrollHandlerDoesNotMakeTheViewZoomable() {
      let scrollView = scrollView()
      var offsets: [CGFloat] = []
      let subscription = scrollView.on(\.scrollViewDidScroll) { offsets.append($0.contentOffset.y) }
      scrollView.scroll(to: CGPoint(x: 0, y: 10))
      #expect(offsets == [10])
      #expect(scrollView.pinch(to: 2) == nil)
      #expect(scrollView.zoomScale == 1)
      subscription.cancel()
    }

    @Test func zoomingOnlyWhileAViewForZoomingIsOffered() {
      let scrollView = scrollView()
      let content = UIView()
      let subscription = scrollView.on(\.viewForZooming) { _ in content }
      #expect(scrollView.pinch(to: 2) === content)
      #expect(scrollView.zoomScale == 2)
      subscription.cancel()
      #expect(scrollView.pinch(to: 3) == nil)
      #expect(scrollView.zoomScale == 2)
    }

    @Test func aRefusalOfScrollToTopIsHonouredAndCancelRestoresIt() {
      let scrollView = scrollView()
      scrollView.scroll(to: CGPoint(x: 0, y: 50))
      let refusal = scrollView.on(\.scrollViewShouldScrollToTop) { _ in false }
      #expect(!scrollView.tapStatusBar())
      refusal.cancel()
      #expect(scrollView.tapStatusBar())
      #expect(scrollView.contentOffset == .zero)
    }

    /// The table's adapter serves the scroll view's events (UITableViewDelegate refines UIScrollViewDelegate).
    @Test func aTableViewServesTheScrollViewEventsThroughItsOwnDelegate() {
      let table = UITableView()
      var scrolled = 0
      let subscription = table.on(\.scrollViewDidScroll) { _ in scrolled += 1 }
      #expect(table.delegate != nil)
      table.scroll(to: CGPoint(x: 0, y: 5))
      #expect(scrolled == 1)
      subscription.cancel()
    }
  }
#endif
