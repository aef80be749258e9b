package app.model;

public class Tree {
    Node root;
    int count;

    public void insert(int v) {
        if (root == null) {
            root = new Node(this, v);
        } else {
            root.insert(v);
        }
    }

    void grew() {
        count++;
    }

    public int size() {
        return count;
    }

    public int sum() {
        return root == null ? 0 : root.sum();
    }
}
