extension Prelude {
    /// SwiftUI's gestures as a still frame means them: nobody touches a still frame, so a gesture's callbacks
    /// never run and it draws nothing. They are values that `.gesture(…)`, `.simultaneousGesture(…)` and
    /// `.highPriorityGesture(…)` accept; composing or observing one gives the gesture back. A one-tap
    /// `TapGesture` keeps its `onEnded` action: in interactive mode a tap on the view runs it, as a tap on the
    /// phone does (`Vocabulary.gestureModifiers`).
    static let gestureSource = #"""

    protocol Gesture {}

    extension Gesture {
        func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
        func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
        func updating(
            _ state: GestureState, body: @escaping (Value, inout State, inout Transaction) -> Void
        ) -> Self { self }
        func sequenced(before other: Gesture) -> Self { self }
        func simultaneously(with other: Gesture) -> Self { self }
        func exclusively(before other: Gesture) -> Self { self }
        func map(_ transform: @escaping (Value) -> T) -> Self { self }
    }

    struct TapGesture: Gesture {
        var count: Int
        var action: (() -> Void)?

        init(count: Int = 1) {
            self.count = count
            self.action = nil
        }

        func onEnded(_ action: @escaping () -> Void) -> TapGesture {
            var gesture = self
            gesture.action = action
            return gesture
        }
    }

    struct SpatialTapGesture: Gesture {
        init(count: Int = 1, coordinateSpace: Any = .local) {}
    }

    struct DragGesture: Gesture {
        init(minimumDistance: CGFloat = 10, coordinateSpace: Any = .local) {}
    }

    struct LongPressGesture: Gesture {
        init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    }

    struct MagnifyGesture: Gesture {
        init(minimumScaleDelta: CGFloat = 0.01) {}
    }

    struct MagnificationGesture: Gesture {
        init(minimumScaleDelta: CGFloat = 0.01) {}
    }

    struct RotateGesture: Gesture {
        init(minimumAngleDelta: Angle = .degrees(1)) {}
    }

    struct RotationGesture: Gesture {
        init(minimumAngleDelta: Angle = .degrees(1)) {}
    }

    """#
}
