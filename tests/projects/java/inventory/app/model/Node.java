package app.model;

class Node {
    final Tree tree;
    final int value;
    Node left, right;

    Node(Tree tree, int value) {
        this.tree = tree;
        this.value = value;
        tree.grew();
    }

    void insert(int v) {
        if (v < value) {
            if (left == null) left = new Node(tree, v);
            else left.insert(v);
        } else {
            if (right == null) right = new Node(tree, v);
            else right.insert(v);
        }
    }

    int sum() {
        return value + (left == null ? 0 : left.sum()) + (right == null ? 0 : right.sum());
    }
}
