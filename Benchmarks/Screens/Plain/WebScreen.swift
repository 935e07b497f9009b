// Sources/UIKitSample/WebScreen.swift written with plain delegates, for
// Scripts/count-screen-lines: the same behaviour, line for line where it can.

import UIKit
import WebKit

@MainActor final class WebScreen: UIViewController {
  private let site: URL
  private let webView = WKWebView()

  init(site: URL) {
    self.site = site
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used from a storyboard") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(webView)
    webView.frame = view.bounds
    webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    webView.navigationDelegate = self
    webView.load(URLRequest(url: site))
  }
}

// WKNavigationDelegate isn't main-actor isolated in the iOS 16.5 SDK: a main-actor screen conforms with
// `@preconcurrency`, as Swift 6 asks.
extension WebScreen: @preconcurrency WKNavigationDelegate {
  // The navigation policy: links within the site load here, any other opens in the system browser.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) {
    guard let url = navigationAction.request.url, url.host != site.host,
      navigationAction.navigationType == .linkActivated
    else {
      return decisionHandler(.allow)
    }
    UIApplication.shared.open(url)
    decisionHandler(.cancel)
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    title = webView.title
  }
}
