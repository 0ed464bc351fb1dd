// expect-error: cannot return a ~Escapable result
// An XMLText borrows the reader's buffer: a value that holds one must not compile.
import Xylem

struct Holder {
    var text: XMLText
}
