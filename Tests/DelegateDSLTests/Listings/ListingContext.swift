/// What every documentation listing may assume: the library, Foundation, and
/// the running example of the README and the articles, which is the Samples'
/// `WebLoader` (its protocol, proxy, events, `Request`, `ScreenController`,
/// `AnalyticsHandlers`) plus a few values the prose names (`loader`,
/// `handlers`, `subscription`, `verbose`, `parser`, …). A listing's own declarations
/// shadow these.
enum ListingContext {
  static let imports = """
    import DelegateDSL
    import Foundation
    #if canImport(FoundationNetworking)
      import FoundationNetworking
    #endif
    #if canImport(FoundationXML)
      import FoundationXML
    #endif
    import Testing
    @testable import Samples

    @MainActor let verbose = true
    @MainActor let loader = Samples.WebLoader(url: "https://example.com")
    @MainActor let controller = Samples.ScreenController(name: "controller")
    @MainActor let handlers = Delegate(for: (any Samples.WebLoaderDelegate).self) { Samples.AnalyticsHandlers(category: "web") }
    @MainActor let subscription = handlers.install(on: loader)
    @MainActor let feed = Data("<feed><title>News</title></feed>".utf8)
    @MainActor let url = URL(string: "https://example.com")!
    @MainActor var title = ""
    @MainActor let newController = Samples.ScreenController(name: "new controller")
    @MainActor let parser = XMLParser(data: Data())
    final class Coordinator {}
    @MainActor let coordinator = Coordinator()
    @MainActor var selection: [Int] = []

    """
}
