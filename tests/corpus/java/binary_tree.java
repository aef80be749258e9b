// features: program, nested_static_class, class_declaration, null_literal, if_statement, array_list, generics
import java.util.ArrayList;
import java.util.List;

public class BinaryTree {
    static class Node {
        int key;
        Node left, right;
        Node(int key) { this.key = key; }
    }

    private Node root;
    private int count;

    void insert(int key) {
        root = insert(root, key);
    }

    private Node insert(Node n, int key) {
        if (n == null) {
            count++;
            return new Node(key);
        }
        if (key < n.key) n.left = insert(n.left, key);
        else if (key > n.key) n.right = insert(n.right, key);
        return n;
    }

    boolean contains(int key) {
        Node n = root;
        while (n != null) {
            if (key == n.key) return true;
            n = key < n.key ? n.left : n.right;
        }
        return false;
    }

    int height(Node n) {
        if (n == null) return 0;
        return 1 + Math.max(height(n.left), height(n.right));
    }

    void inorder(Node n, List<Integer> out) {
        if (n == null) return;
        inorder(n.left, out);
        out.add(n.key);
        inorder(n.right, out);
    }

    public static void main(String[] args) {
        BinaryTree t = new BinaryTree();
        int[] keys = {50, 30, 70, 20, 40, 60, 80, 30, 65, 10};
        for (int k : keys) t.insert(k);
        List<Integer> out = new ArrayList<>();
        t.inorder(t.root, out);
        System.out.println(out);
        System.out.println("count " + t.count + " height " + t.height(t.root));
        System.out.println(t.contains(65) + " " + t.contains(66));
    }
}
