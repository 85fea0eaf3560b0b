import Gestures

/// Walks of a node's tree, for what lists a scene's recognizers (the dump, the overlay) or names them (the
/// overlay's and the timeline's filter).
extension Node {
    /// Calls `body` with this node and every descendant, depth first, children in drawing order.
    func forEachInTree(_ body: (Node) -> Void) {
        body(self)
        for c in children { c.forEachInTree(body) }
    }

    /// Every recognizer in the tree, depth first, with the node it is attached to.
    var recognizersInTree: [(GestureRecognizer, Node)] {
        var out: [(GestureRecognizer, Node)] = []
        forEachInTree { n in for r in n.gestureRecognizers { out.append((r, n)) } }
        return out
    }

    /// The names of the tree's nodes and recognizers, as trace events name their subjects.
    var namesInTree: Set<String> {
        var names: Set<String> = []
        forEachInTree { n in
            names.insert(n.name)
            for r in n.gestureRecognizers { names.insert(r.name) }
        }
        return names
    }
}
