// The UIKit, WebKit, MapKit and CoreLocation adapters, checked on Linux.
//
// The adapters compile only against an iOS SDK (Scripts/check-apple does
// that). What decides their behaviour is data: which selector names which
// event, which events are optional, which rule and fallback each answer
// gets, which method replaces which. Scripts/generate-apple-adapters writes
// that data from the SDK's symbol graphs and Scripts/apple-adapters.conf into
// Resources/AppleAdapters.manifest, and these tests hold the three together:
// - the configuration against the SDK (the manifest): every method that
//   answers has a rule and a reason, every rule and family names a real
//   method, a family's older arguments fit, a required answer has a trap;
// - each generated adapter's selector table against the manifest: the
//   `selector:` of every event is the SDK's selector for that method, none is
//   missing and none is invented (for each adapter committed so far).
// The responds(to:) decision itself (one handler, a stream, a real delegate)
// and the family routing are library code, the same for every adapter; they
// are tested on Linux fixture protocols of the same shapes, beside that code.

import Foundation
import Testing

@Suite struct AppleAdapterManifestTests {
  static let root = Swiftc.packageRoot
  static let manifest = AppleAdapterManifest.load(
    root.appendingPathComponent("Tests/DelegateDSLTests/Resources/AppleAdapters.manifest"))
  static let configuration = AppleAdapterConfiguration.load(root.appendingPathComponent("Scripts/apple-adapters.conf"))

  @Test func theConfigurationCoversTheTwentyFourProtocols() {
    let configured = Set(Self.configuration.protocols.map(\.name))
    #expect(configured.count == 24)
    #expect(configured == Set(Self.manifest.requirements.keys), "regenerate with Scripts/generate-apple-adapters")
    for name in ["UITableViewDelegate", "UITableViewDataSource", "WKNavigationDelegate", "CLLocationManagerDelegate"] {
      #expect(configured.contains(name))
    }
  }

  @Test func everyMethodThatAnswersHasARuleAndAReason() {
    for configured in Self.configuration.protocols {
      let requirements = Self.manifest.requirements[configured.name] ?? [:]
      for (selector, requirement) in requirements where requirement.answers {
        #expect(
          configured.rules[selector] != nil,
          "\(configured.name).\(selector) answers \(requirement.answer) but has no rule")
      }
      for (selector, rule) in configured.rules {
        #expect(requirements[selector] != nil, "\(configured.name) has no method \(selector)")
        #expect(!rule.reason.isEmpty, "\(configured.name).\(selector) has no reason")
        if let requirement = requirements[selector] {
          #expect(
            requirement.answers || requirement.isCompletion, "\(selector) answers nothing, so its rule is never used")
        }
      }
    }
  }

  /// A required method that answers can't be skipped, so nobody answering
  /// must be decided: the host's own answer (a fallback, or a rule's
  /// default), never a trap.
  @Test func requiredAnswersAreDecided() {
    for configured in Self.configuration.protocols {
      for (selector, requirement) in Self.manifest.requirements[configured.name] ?? [:]
      where !requirement.isOptional && requirement.answers {
        let rule = configured.rules[selector]
        #expect(
          rule?.fallback != nil || rule?.rule.contains("default:") == true,
          "\(configured.name).\(selector) is required: say what the host gets when nobody answers")
      }
    }
  }

  /// No answer is a trap or left undocumented: `fallback trap` and
  /// `fallback none` are gone, each replaced by the host's own behaviour.
  @Test func noFallbackTrapsOrIsMissing() {
    for configured in Self.configuration.protocols {
      for (selector, rule) in configured.rules {
        #expect(
          rule.fallback != "trap" && rule.fallback != "none", "\(configured.name).\(selector): say what the host gets")
      }
    }
  }

  /// Vended objects (cells, header views, renderers, animators) are made by
  /// one participant, and paired methods agree on who answers: a header's
  /// view is vended and its height answered partially, both putting a
  /// handler before the real delegate.
  @Test func vendedObjectsAndTheirPairsPutAHandlerFirst() {
    let table = Self.configuration.protocol("UITableViewDelegate")
    #expect(table?.rules["tableView:viewForHeaderInSection:"]?.rule == "vend")
    #expect(table?.rules["tableView:heightForHeaderInSection:"]?.rule == "lastNonNil")
    #expect(table?.rules["tableView:viewForFooterInSection:"]?.rule == "vend")
    #expect(table?.rules["tableView:heightForFooterInSection:"]?.rule == "lastNonNil")
    let navigation = Self.configuration.protocol("UINavigationControllerDelegate")
    #expect(navigation?.rules["navigationController:interactionControllerForAnimationController:"]?.rule == "vend")
    #expect(
      navigation?.rules["navigationController:animationControllerForOperation:fromViewController:toViewController:"]?
        .rule == "vend")
    let dataSource = Self.configuration.protocol("UICollectionViewDataSource")
    #expect(dataSource?.rules["collectionView:cellForItemAtIndexPath:"]?.rule == "vend")
    #expect(dataSource?.rules["collectionView:numberOfItemsInSection:"]?.fallback == "{ _, _ in 0 }")
    let map = Self.configuration.protocol("MKMapViewDelegate")
    #expect(map?.rules["mapView:rendererForOverlay:"]?.rule == "vend")
  }

  /// The documented fallbacks the issue names, as the configuration keeps them.
  @Test func fallbacksAreUIKitsOwn() {
    let table = Self.configuration.protocol("UITableViewDelegate")
    #expect(table?.rules["tableView:willSelectRowAtIndexPath:"]?.fallback == "{ _, indexPath in indexPath }")
    let gestures = Self.configuration.protocol("UIGestureRecognizerDelegate")
    // Documented NO: `.any` answers false when nobody answers.
    #expect(gestures?.rules["gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"]?.rule == "any")
    #expect(gestures?.rules["gestureRecognizerShouldBegin:"]?.rule == "all")
  }

  @Test func familiesNameRealMethodsAndFitTheirArguments() throws {
    var count = 0
    for configured in Self.configuration.protocols {
      let requirements = Self.manifest.requirements[configured.name] ?? [:]
      for family in configured.families {
        count += 1
        let newer = try #require(requirements[family.newer], "\(configured.name) has no \(family.newer)")
        let older = try #require(requirements[family.older], "\(configured.name) has no \(family.older)")
        #expect(family.newer != family.older)
        #expect(newer.isOptional && older.isOptional, "only optional methods can be replaced")
        // The older method's arguments, from the newer's: one per argument the older takes
        // (a completion handler is the decision, not an argument), each `$n` one of the newer's.
        #expect(family.arguments.count == older.arity, "\(family.older) takes \(older.arity) arguments")
        for index in family.placeholders { #expect(index < newer.arity, "\(family.newer) has no $\(index)") }
        if newer.answer != older.answer {
          #expect(family.answer != nil, "\(family.newer) and \(family.older) answer differently: say how with `as`")
        }
        if newer.answers { #expect(configured.rules[family.older] != nil) }
      }
    }
    #expect(count == 10)
  }

  /// Each committed adapter's `selector:` spellings are exactly its protocol's
  /// selectors (its own and its parents'), as the SDK declares them, but those
  /// its header says were left out (a requirement older than a type it names:
  /// WKUIDelegate's lockdown-mode message).
  @Test func adaptersNameTheSDKsSelectors() throws {
    var checked = 0
    for configured in Self.configuration.protocols {
      let file = Self.root.appendingPathComponent(
        "Sources/DelegateDSL\(configured.module)/\(configured.name)+DelegateDSL.swift")
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      checked += 1
      let own = Self.manifest.selectors(of: configured.name)
      let served = Self.manifest.selectors(of: configured.name, inherited: true)
      let written = AppleAdapterManifest.selectors(inAdapter: text)
      let leftOutNames = AppleAdapterManifest.leftOut(inAdapter: text, protocol: configured.name)
      let leftOut = Self.manifest.selectors(of: configured.name, swiftNames: leftOutNames)
      #expect(leftOut.count == leftOutNames.count, "\(configured.name) leaves out \(leftOutNames)")
      #expect(written.subtracting(served).isEmpty, "\(configured.name) names selectors the SDK lacks")
      #expect(written.isDisjoint(with: leftOut), "\(configured.name) serves what it says it left out")
      #expect(own.subtracting(written).subtracting(leftOut).isEmpty, "\(configured.name) lacks selectors")
    }
    print("Apple adapters checked against the manifest: \(checked) of \(Self.configuration.protocols.count)")
    // Every configured protocol's adapter is where the generator writes it
    // (its framework's module): a moved file must not be skipped silently.
    #expect(checked == Self.configuration.protocols.count)
  }
}
