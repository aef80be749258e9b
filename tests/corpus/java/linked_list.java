// features: program, nested_static_class, generics, class_declaration, null_literal, while_statement, object_methods
public class LinkedListDemo {
    static class Node<T> {
        T value;
        Node<T> next;
        Node(T value) { this.value = value; }
    }

    static class MyList<T> {
        private Node<T> head;
        private int size;

        void addFirst(T v) {
            Node<T> n = new Node<>(v);
            n.next = head;
            head = n;
            size++;
        }

        void addLast(T v) {
            Node<T> n = new Node<>(v);
            if (head == null) { head = n; }
            else {
                Node<T> cur = head;
                while (cur.next != null) cur = cur.next;
                cur.next = n;
            }
            size++;
        }

        void reverse() {
            Node<T> prev = null, cur = head;
            while (cur != null) {
                Node<T> nxt = cur.next;
                cur.next = prev;
                prev = cur;
                cur = nxt;
            }
            head = prev;
        }

        boolean remove(T v) {
            Node<T> dummy = new Node<>(null);
            dummy.next = head;
            Node<T> cur = dummy;
            while (cur.next != null) {
                if (cur.next.value.equals(v)) {
                    cur.next = cur.next.next;
                    head = dummy.next;
                    size--;
                    return true;
                }
                cur = cur.next;
            }
            return false;
        }

        int size() { return size; }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            for (Node<T> n = head; n != null; n = n.next) {
                sb.append(n.value);
                if (n.next != null) sb.append(" -> ");
            }
            return sb.append("]").toString();
        }
    }

    public static void main(String[] args) {
        MyList<Integer> xs = new MyList<>();
        for (int i = 1; i <= 5; i++) xs.addLast(i * 10);
        xs.addFirst(0);
        System.out.println(xs + " size " + xs.size());
        xs.reverse();
        System.out.println(xs);
        System.out.println(xs.remove(30) + " " + xs.remove(99) + " " + xs);
        MyList<String> words = new MyList<>();
        words.addLast("b");
        words.addFirst("a");
        System.out.println(words);
    }
}
