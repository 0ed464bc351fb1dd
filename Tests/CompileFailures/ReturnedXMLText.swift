// expect-error: cannot return a ~Escapable result
// Returning the text lent to a function must not compile.
import Xylem

func keep(_ text: XMLText) -> XMLText {
    text
}
