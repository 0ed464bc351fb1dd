// The engine's side of a repairing read: when expat reaches a marker the filter wrote, the
// repairs it covers become warnings at the engine's element path.

extension ReadEngine {
    /// Reports the repairs up to the marker's id as warnings.
    mutating func reportRepairs(from log: RepairLog, marker data: UnsafePointer<CChar>?) {
        guard let data, let id = Int(String(cString: data)) else { return }
        let path = currentPath()
        for entry in log.take(upTo: id) { warn(entry.warning(path: path)) }
    }
}

extension RepairLog {
    /// Whether a processing instruction's target is a repair marker's.
    static func isMarker(_ target: UnsafePointer<CChar>) -> Bool {
        var index = 0
        for byte in markerTargetBytes {
            guard UInt8(bitPattern: target[index]) == byte else { return false }
            index += 1
        }
        return target[index] == 0
    }
}
