// As the SDK's UIKit does, the models re-export Foundation: an adapter that
// imports only UIKit names `NSRange` and `IndexPath`.
@_exported import Foundation

#if canImport(FoundationNetworking)
  // URLAuthenticationChallenge and URLCredential, which WebKit's protocols name, live here on Linux.
  @_exported import FoundationNetworking
#endif
