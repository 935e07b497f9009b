// How the generated slot serves the host's property: held as the property
// holds its delegate (`weak` or strong), and named when the host already has
// its primary slot.

/// What the host property's declaration, and the host's other members, say about its slot.
enum HostSlots {
  /// Whether the property is declared `weak` (`weak var delegate: (any P)?`)
  /// or `unowned`: the proxy then holds the real delegate weakly, as the host did.
  static func isWeak(_ property: SymbolGraph.Symbol) -> Bool {
    (property.declarationFragments ?? []).contains {
      $0.kind == "keyword" && ($0.spelling == "weak" || $0.spelling.hasPrefix("unowned"))
    }
  }

  /// Whether the slot must be a named one (`static var <property>Slot`)
  /// rather than the host's `DelegateHost` conformance: the host already
  /// declares a `delegateSlot` for another protocol (an adapter generated
  /// for its primary property), or `property` is not `delegate` and the
  /// host has a `delegate` property, its primary one.
  static func needsNamedSlot(
    host: SymbolGraph.Symbol, property: String, protocol protocolName: String, in index: SymbolIndex
  ) -> Bool {
    let owner = host.pathComponents
    var hasPrimaryProperty = false
    for symbol in index.symbols
    where symbol.pathComponents.count == owner.count + 1
      && symbol.pathComponents.starts(with: owner)
    {
      switch (symbol.pathComponents.last, symbol.kind.identifier) {
      case ("delegateSlot", "swift.type.property"):
        let served = (symbol.declarationFragments ?? []).contains {
          $0.kind == "typeIdentifier" && $0.spelling == protocolName
        }
        if !served { return true }
      case ("delegate", "swift.property"):
        hasPrimaryProperty = true
      default:
        break
      }
    }
    return property != "delegate" && hasPrimaryProperty
  }

  /// Whether a superclass the graphs don't hold, named by its fallback
  /// (`UIKit.UIView`), is one of UIKit's or AppKit's main-actor classes: the
  /// responders, views and view controllers, which every host with a delegate
  /// in those frameworks descends from. Pass the framework's graph too for any other.
  static func isMainActorSuperclass(_ fallback: String) -> Bool {
    let parts = fallback.split(separator: ".")
    guard parts.count == 2, ["UIKit", "AppKit"].contains(parts[0]) else { return false }
    let name = parts[1]
    return ["Responder", "View", "ViewController", "Control", "Window", "ScrollView", "NavigationController"].contains {
      name.hasSuffix($0)
    }
  }
}
