import DelegateDSL

protocol ThermostatDelegate: AnyObject {
  func thermostat(_ thermostat: Thermostat, didMeasure celsius: Double)
  func thermostat(_ thermostat: Thermostat, shouldHeatTo celsius: Double) -> Bool
  func maximumTemperature(for thermostat: Thermostat) -> Double
}

final class Thermostat {
  weak var delegate: (any ThermostatDelegate)?
  let room: String

  init(room: String) { self.room = room }

  func measure(_ celsius: Double) {
    delegate?.thermostat(self, didMeasure: celsius)
    let limit = delegate?.maximumTemperature(for: self) ?? 30
    let target = min(celsius + 2, limit)
    if delegate?.thermostat(self, shouldHeatTo: target) ?? true {
      print("\(room): heating to \(target) °C")
    }
  }
}

extension DelegateEvents where Delegate == any ThermostatDelegate {
  var didMeasure: Event<(Thermostat, Double) -> Void> { .init() }
  var shouldHeat: Event<(Thermostat, Double) -> Bool> { .init(.all) }
  var maximumTemperature: Event<(Thermostat) -> Double> { .init(.reduce(30, name: "min", min)) }
}

final class ThermostatDelegateProxy: DelegateProxy<any ThermostatDelegate>, ThermostatDelegate {
  static let didMeasure = \Events.didMeasure
  static let shouldHeat = \Events.shouldHeat
  static let maximumTemperature = \Events.maximumTemperature

  func thermostat(_ thermostat: Thermostat, didMeasure celsius: Double) {
    send(Self.didMeasure, thermostat, celsius) { $0.thermostat(thermostat, didMeasure: celsius) }
  }
  func thermostat(_ thermostat: Thermostat, shouldHeatTo celsius: Double) -> Bool {
    send(Self.shouldHeat, thermostat, celsius) { $0.thermostat(thermostat, shouldHeatTo: celsius) }
  }
  func maximumTemperature(for thermostat: Thermostat) -> Double {
    send(Self.maximumTemperature, thermostat) { $0.maximumTemperature(for: thermostat) }
  }
}

extension Thermostat: DelegateHost {
  static var delegateSlot: DelegateSlot<any ThermostatDelegate> {
    DelegateSlot(\Thermostat.delegate, proxy: ThermostatDelegateProxy.self)
  }
}

struct SafetyLimits: HandlerGroup {
  var maximum: Double
  var body: Delegate<any ThermostatDelegate> {
    On(\.maximumTemperature) { _ in maximum }
    On(\.shouldHeat) { _, celsius in celsius <= maximum }
  }
}

func thermostatHandlers(logging: Bool) -> Delegate<any ThermostatDelegate> {
  Delegate(for: ThermostatDelegate.self) {
    SafetyLimits(maximum: 24)
    if logging {
      On(\.didMeasure) { thermostat, celsius in print("\(thermostat.room): \(celsius) °C") }
    }
  }
}

func runThermostat() {
  let thermostat = Thermostat(room: "kitchen")
  let subscription = thermostatHandlers(logging: true).install(on: thermostat)
  thermostat.measure(21)  // kitchen: 21.0 °C, then heating to 23.0 °C
  thermostat.measure(23)  // heating to 24.0 °C: the group's maximum
  subscription.cancel()
}
