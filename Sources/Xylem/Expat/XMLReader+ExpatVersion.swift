// Which expat the process runs against: the library is the system's, so the version a bug report
// needs is the one loaded at run time, not the headers' at build time.

import CExpat

extension XMLReader {
    /// The version of the expat library loaded by the process, such as `"2.5.0"`.
    public static var expatVersion: String {
        let full = String(cString: XML_ExpatVersion())
        // expat spells it "expat_2.5.0".
        return full.hasPrefix("expat_") ? String(full.dropFirst("expat_".count)) : full
    }
}
