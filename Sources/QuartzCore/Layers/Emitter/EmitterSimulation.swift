import Foundation

/// The particles an emitter shows at one instant of its layer's time, as a pure function of the committed values
/// and that time: no state is carried from frame to frame, so a paused layer shows the same particles, a seek shows
/// the right ones at once, and the same recording draws the same pixels.
///
/// Births: each cell's possible births fall on a lattice of times `k·h`, `h` the power of two nearest above
/// `1 / rate`; the birth in slot `k` happens when the slot's first random number is below `rate·h`, so a rate that
/// changes adds or removes births without moving the others. Every other number of the particle (lifetime,
/// place on the shape, direction, speed, scale, spin, colour) comes from the same slot's stream. The rate and every
/// other value are those in force when the slot falls: the committed emission of that time (`EmitterValues.history`)
/// with the layer's animations evaluated there, taken once per bin of 1/32 s. A particle then moves by its
/// birth velocity and the cell's acceleration in closed form.
struct EmitterSimulation {
    /// The layer time drawn.
    let time: CFTimeInterval
    /// The emission in force at a layer time.
    let emission: (CFTimeInterval) -> EmitterEmission
    /// The images the particles show, by identity.
    private(set) var images: [CGImage] = []
    private var imageIndex: [ObjectIdentifier: Int] = [:]
    private(set) var particles: [Particle] = []
    /// Whether the limit on particles cut the simulation short.
    private(set) var isCut = false
    /// The cone of the cell whose particles were born last.
    private var cone: EmissionCone?
    /// The source rectangle of the particle drawn last: its image, its cell's `contentsRect` and the pixels shown.
    private var lastSource: (image: CGImage, rect: CGRect, pixels: DamageRect)?

    /// The most particles simulated at one instant (sub-emitters can multiply them without bound).
    static let particleLimit = 200_000
    /// The width of the bins emission values are taken in.
    static let binWidth: CFTimeInterval = 1.0 / 32

    init(time: CFTimeInterval, emission: @escaping (CFTimeInterval) -> EmitterEmission) {
        self.time = time
        self.emission = emission
    }

    /// Simulates every cell of an emitter whose current emission is `current`, whose particles live at most
    /// `longestLife` (over every emission still remembered).
    mutating func run(current: EmitterEmission, longestLife: Double) {
        guard time.isFinite, longestLife > 0 else { return }
        // Room for the particles the top-level cells keep alive at their current rates, so the list rarely grows.
        let expected = current.cells.reduce(0.0) { sum, cell in
            sum + Double(cell.birthRate) * Double(current.fields.birthRate) * Double(cell.lifetime + abs(cell.lifetimeRange))
                * Double(current.fields.lifetime)
        }
        if expected.isFinite, expected > 0 { particles.reserveCapacity(Int(min(expected, Double(Self.particleLimit)))) }
        let start = max(0, time - longestLife)
        var bin = Int64((start / Self.binWidth).rounded(.down))
        let lastBin = Int64((time / Self.binWidth).rounded(.down))
        while bin <= lastBin, !isCut {
            let binStart = Double(bin) * Self.binWidth
            let values = emission(binStart)
            for (index, cell) in values.cells.enumerated() {
                emitTopLevel(cell, key: EmitterRandom.key(index), values: values, from: max(binStart, start), to: min(binStart + Self.binWidth, time),
                             isLast: bin == lastBin)
            }
            bin += 1
        }
    }

    /// The births of a top-level `cell` in [from, to) — [from, to] in the last bin, which ends at the instant drawn.
    private mutating func emitTopLevel(_ cell: EmitterCellValues, key: UInt64, values: EmitterEmission, from: Double, to: Double, isLast: Bool) {
        let rate = Double(cell.birthRate) * Double(values.fields.birthRate)
        guard cell.isEnabled, rate > 0, rate.isFinite, from <= to else { return }
        let seed = UInt64(values.fields.seed)
        let salt = EmitterRandom.mix(seed ^ key)
        Self.forEachSlot(rate: rate, salt: salt, from: from, to: to, inclusive: isLast) { level, slot, birth, random in
            guard Self.isActive(cell, at: birth) else { return true }
            let origin = Self.origin(on: values.fields, random: &random)
            birthParticle(cell, key: key, seed: seed, slot: EmitterRandom.mix(UInt64(bitPattern: level) ^ EmitterRandom.mix(UInt64(bitPattern: slot))),
                          values: values, birth: birth, origin: origin, random: &random)
            return !isCut
        }
    }

    /// Calls `body` for each kept slot of a lattice for `rate` births a second in [from, to) (or [from, to]).
    /// `body` returns false to stop.
    private static func forEachSlot(
        rate: Double, salt: UInt64, from: Double, to: Double, inclusive: Bool, _ body: (Int64, Int64, Double, inout EmitterRandom) -> Bool
    ) {
        let level = Int64(min(max(log2(rate).rounded(.up), -16), 24))
        let spacing = exp2(-Double(level))
        let keep = rate * spacing
        var slot = Int64((from / spacing).rounded(.up))
        while true {
            let birth = Double(slot) * spacing
            if birth > to || (!inclusive && birth == to) { break }
            var random = EmitterRandom(salt, UInt64(bitPattern: level), UInt64(bitPattern: slot))
            if random.unit() < keep, !body(level, slot, birth, &random) { break }
            slot += 1
        }
    }

    /// Whether `cell`'s own timing lets it give birth at emitter time `time`.
    static func isActive(_ cell: EmitterCellValues, at time: Double) -> Bool {
        let timing = cell.timing
        if timing.duration > 0, timing.duration.isFinite {
            return timing.state(atParentTime: time, simpleDuration: timing.duration)?.phase == .active
        }
        return (time - timing.beginTime) * Double(timing.speed) >= 0
    }

    /// A particle of `cell` born at `birth` at `origin`, drawn when alive at `time`, and the births of its own cells.
    /// `key` is the cell's place among the cells, `slot` the birth's among the cell's.
    private mutating func birthParticle(
        _ cell: EmitterCellValues, key: UInt64, seed: UInt64, slot: UInt64, values: EmitterEmission, birth: Double,
        origin: SIMD3<Double>, random: inout EmitterRandom
    ) {
        var random = EmitterRandom(seed, key, slot, random.unitBits())
        let fields = values.fields
        let life = max(0, Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed()) * Double(max(0, fields.lifetime))
        let speedOfTime = cell.timing.speed > 0 ? Double(cell.timing.speed) : 1
        let age = (time - birth) * speedOfTime
        let direction = self.direction(cell, random: &random)
        let speed = (Double(cell.velocity) + Double(cell.velocityRange) * random.signed()) * Double(fields.velocity)
        let velocity = direction * speed
        let acceleration = SIMD3(Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration))
        let scale = (Double(cell.scale) + Double(cell.scaleRange) * random.signed()) * Double(fields.scale)
        let spin = (Double(cell.spin) + Double(cell.spinRange) * random.signed()) * Double(fields.spin)
        let spread = (random.signed(), random.signed(), random.signed(), random.signed())
        let position = { (at: Double) in origin + velocity * at + acceleration * (0.5 * at * at) }
        if age < life {
            draw(cell, at: position(age), age: age, scale: scale + Double(cell.scaleSpeed) * age, angle: spin * age, spread: spread)
        }
        guard !cell.emitterCells.isEmpty else { return }
        // Each particle is an emitter of its own cells while it lives, born where it is then.
        let end = min(life, age)
        for (index, child) in cell.emitterCells.enumerated() {
            let rate = Double(child.birthRate) * Double(fields.birthRate)
            guard child.isEnabled, rate > 0, rate.isFinite, end >= 0 else { continue }
            let childLife = child.longestLife(factor: fields.lifetime)
            let from = max(0, age - childLife)
            guard from <= end else { continue }
            let childKey = EmitterRandom.key(index, under: key), parentSlot = slot
            Self.forEachSlot(rate: rate, salt: EmitterRandom.mix(parentSlot ^ childKey), from: from, to: end, inclusive: true) { level, childSlot, childAge, childRandom in
                guard Self.isActive(child, at: childAge) else { return true }
                let slotKey = EmitterRandom.mix(parentSlot ^ EmitterRandom.mix(UInt64(bitPattern: level) ^ EmitterRandom.mix(UInt64(bitPattern: childSlot))))
                birthParticle(child, key: childKey, seed: seed, slot: slotKey,
                              values: values, birth: birth + childAge / speedOfTime, origin: position(childAge), random: &childRandom)
                return !isCut
            }
        }
    }

    /// Adds a live particle of `cell` at `position` to the list.
    private mutating func draw(
        _ cell: EmitterCellValues, at position: SIMD3<Double>, age: Double, scale: Double, angle: Double, spread: (Double, Double, Double, Double)
    ) {
        guard scale > 0, let image = cell.contents, image.width > 0, image.height > 0 else { return }
        guard particles.count < Self.particleLimit else {
            isCut = true
            return
        }
        func channel(_ index: Int, _ range: Float, _ speed: Float, _ random: Double) -> Float {
            let base = min(max(Float(cell.color[index]) + range * Float(random), 0), 1)
            return min(max(base + speed * Float(age), 0), 1)
        }
        let alpha = channel(3, cell.alphaRange, cell.alphaSpeed, spread.3)
        guard alpha > 0 else { return }
        let red = channel(0, cell.redRange, cell.redSpeed, spread.0)
        let green = channel(1, cell.greenRange, cell.greenSpeed, spread.1)
        let blue = channel(2, cell.blueRange, cell.blueSpeed, spread.2)
        let source = sourceRect(cell.contentsRect, of: image)
        guard !source.isEmpty else { return }
        let size = scale / Double(cell.contentsScale > 0 ? cell.contentsScale : 1)
        let cosine = cos(angle) * size, sine = sin(angle) * size
        particles.append(Particle(
            x: position.x, y: position.y, z: position.z, a: cosine, b: sine, c: -sine, d: cosine,
            red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha,
            image: index(of: image), sourceRect: source, cellName: cell.name, age: age))
    }

    /// The pixels of `image` that `contentsRect` shows; the last answer is kept, as particles in a row mostly share
    /// their cell's image and rectangle.
    private mutating func sourceRect(_ rect: CGRect, of image: CGImage) -> DamageRect {
        if let last = lastSource, last.image === image, last.rect == rect { return last.pixels }
        let left = Int((rect.minX * CGFloat(image.width)).rounded()), top = Int((rect.minY * CGFloat(image.height)).rounded())
        let pixels = DamageRect(
            x: left, y: top, width: Int((rect.maxX * CGFloat(image.width)).rounded()) - left,
            height: Int((rect.maxY * CGFloat(image.height)).rounded()) - top
        ).intersection(DamageRect(x: 0, y: 0, width: image.width, height: image.height))
        lastSource = (image, rect, pixels)
        return pixels
    }

    private mutating func index(of image: CGImage) -> Int {
        // Particles in a row mostly show the same image: the last one answers without hashing.
        if let last = images.last, last === image { return images.count - 1 }
        let id = ObjectIdentifier(image)
        if let found = imageIndex[id] { return found }
        images.append(image)
        imageIndex[id] = images.count - 1
        return images.count - 1
    }

    /// The unit direction a particle of `cell` leaves in: evenly within the cone of half-angle `emissionRange` about
    /// the direction at `emissionLongitude` in the x-y plane, tilted out of it by `emissionLatitude`. The cone is
    /// worked out once for a run of particles of the same cell.
    private mutating func direction(_ cell: EmitterCellValues, random: inout EmitterRandom) -> SIMD3<Double> {
        let key = SIMD3(Double(cell.emissionLongitude), Double(cell.emissionLatitude), Double(cell.emissionRange))
        if cone?.key != key { cone = EmissionCone(longitude: key.x, latitude: key.y, range: key.z) }
        return cone!.direction(random: &random)
    }
}

/// A cell's cone of emission: its axis, two unit vectors square to it and to each other, and the cosine of its
/// half-angle.
struct EmissionCone {
    let key: SIMD3<Double>
    let axis: SIMD3<Double>, first: SIMD3<Double>, second: SIMD3<Double>
    let cosRange: Double

    init(longitude: Double, latitude: Double, range: Double) {
        key = SIMD3(longitude, latitude, range)
        axis = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        cosRange = cos(min(abs(range), .pi))
        let helper = abs(axis.z) < 0.9 ? SIMD3<Double>(0, 0, 1) : SIMD3<Double>(1, 0, 0)
        var first = SIMD3(axis.y * helper.z - axis.z * helper.y, axis.z * helper.x - axis.x * helper.z, axis.x * helper.y - axis.y * helper.x)
        first /= (first * first).sum().squareRoot()
        self.first = first
        second = SIMD3(axis.y * first.z - axis.z * first.y, axis.z * first.x - axis.x * first.z, axis.x * first.y - axis.y * first.x)
    }

    /// A direction evenly within the cone.
    func direction(random: inout EmitterRandom) -> SIMD3<Double> {
        let cosTheta = 1 - random.unit() * (1 - cosRange), sinTheta = (max(0, 1 - cosTheta * cosTheta)).squareRoot()
        let psi = 2 * Double.pi * random.unit()
        return axis * cosTheta + (first * cos(psi) + second * sin(psi)) * sinTheta
    }
}

extension EmitterRandom {
    /// The stream's next 64 bits, to seed a further stream.
    mutating func unitBits() -> UInt64 {
        UInt64(unit() * 0x1.0p53)
    }
}
