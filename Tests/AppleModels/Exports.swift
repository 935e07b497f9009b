// As the SDK's UIKit does, the models re-export Foundation: an adapter that
// imports only UIKit names `NSRange` and `IndexPath`.
@_exported import Foundation
