// A web view that stays on one site: links within it load here, any other
// link opens in the system browser; the title follows the page.

import DelegateDSLWebKit
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

    // The navigation policy: WebKit waits for the combined decision and gets
    // it once, whatever else decides too. A completion-handler event runs its
    // handlers on the main actor (and may answer later), so UI work is direct.
    let siteHost = site.host
    webView.on(\.decidePolicyForNavigationAction) { _, action in
      guard let url = action.request.url, url.host != siteHost, action.navigationType == .linkActivated else {
        return .allow
      }
      UIApplication.shared.open(url)
      return .cancel
    }
    webView.on(\.didFinish) { [weak self] webView, _ in
      Task { @MainActor in self?.title = webView.title }
    }
    webView.load(URLRequest(url: site))
  }
}
