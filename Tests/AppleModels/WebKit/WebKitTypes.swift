// The WebKit types WKNavigationDelegate names, as declarations.

#if !canImport(ObjectiveC)
  import Foundation

  /// `WKNavigationActionPolicy`.
  public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel, allow, download
  }

  /// `WKNavigationResponsePolicy`.
  public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel, allow, download
  }

  open class WKNavigation { public init() {} }
  open class WKDownload { public init() {} }

  open class WKNavigationAction {
    public let url: URL
    public init(url: URL) { self.url = url }
  }

  open class WKNavigationResponse {
    public let url: URL
    public init(url: URL) { self.url = url }
  }

  /// `WKWebpagePreferences`; `preferredContentMode` stands for its settings.
  open class WKWebpagePreferences {
    public var preferredContentMode = "recommended"
    public init() {}
  }
#endif
