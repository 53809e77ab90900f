/// `.containerRelativeFrame`: a view sized from the size of its nearest container, as layout finds it. SwiftUI's
/// containers are scroll views (lists included), the content area of a navigation stack, and the screen, each less
/// its safe area. Evaluation comes before layout, so the interpreter marks the containers it lowers and the framed
/// views with these `ViewNode.layoutValue` keys, layout reports the size of each framed view's container under the
/// view's id beside the `GeometryReader` sizes, and a preview that read one is evaluated again with what layout
/// measured, as it is for a reader's size.
package enum ContainerRelativeFrame {
    /// The key of a container other than a scroll view (which is always one); the mark's value is unused.
    package static let containerKey = "relative frame container"
    /// The key of a view framed relative to its container; the mark's value is its id, drawn from the ids of
    /// `GeometryReader`s.
    package static let framedKey = "container relative frame"
}
