// features: program, generics, anonymous_class, instance_initializer, iterator, enhanced_for_statement, lambda_expression
import java.util.*;
import java.util.function.Consumer;

public class TreeDemo {
    static class BST<T extends Comparable<T>> implements Iterable<T> {
        private class Node {
            T value;
            Node left, right;
            Node(T v) { value = v; }
        }
        private Node root;
        private int size;

        boolean add(T v) {
            if (root == null) { root = new Node(v); size++; return true; }
            Node cur = root;
            while (true) {
                int c = v.compareTo(cur.value);
                if (c == 0) return false;
                if (c < 0) {
                    if (cur.left == null) { cur.left = new Node(v); size++; return true; }
                    cur = cur.left;
                } else {
                    if (cur.right == null) { cur.right = new Node(v); size++; return true; }
                    cur = cur.right;
                }
            }
        }

        int height() { return height(root); }
        private int height(Node n) { return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right)); }

        boolean contains(T v) {
            Node n = root;
            while (n != null) {
                int c = v.compareTo(n.value);
                if (c == 0) return true;
                n = c < 0 ? n.left : n.right;
            }
            return false;
        }

        void preorder(Consumer<T> visit) { pre(root, visit); }
        private void pre(Node n, Consumer<T> visit) {
            if (n == null) return;
            visit.accept(n.value);
            pre(n.left, visit);
            pre(n.right, visit);
        }

        @Override
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                private final Deque<Node> stack = new ArrayDeque<>();
                { push(root); }
                private void push(Node n) { while (n != null) { stack.push(n); n = n.left; } }
                public boolean hasNext() { return !stack.isEmpty(); }
                public T next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    Node n = stack.pop();
                    push(n.right);
                    return n.value;
                }
            };
        }

        int size() { return size; }
    }

    public static void main(String[] args) {
        BST<Integer> t = new BST<>();
        int[] vals = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50};
        for (int v : vals) {
            if (!t.add(v)) System.out.println("duplicate " + v);
        }
        System.out.println("size " + t.size() + " height " + t.height());
        StringBuilder sb = new StringBuilder();
        for (int v : t) sb.append(v).append(' ');
        System.out.println("inorder  " + sb.toString().trim());
        List<Integer> pre = new ArrayList<>();
        t.preorder(pre::add);
        System.out.println("preorder " + pre);
        System.out.println("contains 45? " + t.contains(45) + ", 46? " + t.contains(46));

        BST<String> words = new BST<>();
        for (String w : "pear apple fig banana cherry apple date".split(" ")) words.add(w);
        Iterator<String> it = words.iterator();
        while (it.hasNext()) System.out.print(it.next() + (it.hasNext() ? ", " : "\n"));
        int total = 0;
        for (String w : words) total += w.length();
        System.out.println("letters " + total);
        Iterator<String> empty = new BST<String>().iterator();
        try {
            empty.next();
        } catch (NoSuchElementException e) {
            System.out.println("empty iterator: " + e.getClass().getName());
        }
    }
}
