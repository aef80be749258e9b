// features: program, generics, generic_methods, nested_static_class, anonymous_class, iterator, varargs, annotations, builtin_exceptions, comparator_combinators, hash_map, string_methods
import java.util.*;
import java.util.function.Function;

public class LinkedStack<T> implements Iterable<T> {
    private static class Node<T> { T val; Node<T> next; Node(T v, Node<T> n) { val = v; next = n; } }
    private Node<T> head;
    private int size;

    public void push(T v) { head = new Node<>(v, head); size++; }
    public T pop() {
        if (head == null) throw new EmptyStackException();
        T v = head.val; head = head.next; size--; return v;
    }
    public T peek() { return head == null ? null : head.val; }
    public int size() { return size; }

    public <R> LinkedStack<R> map(Function<? super T, ? extends R> f) {
        LinkedStack<R> tmp = new LinkedStack<>(), out = new LinkedStack<>();
        for (T v : this) tmp.push(f.apply(v));
        for (R r : tmp) out.push(r);
        return out;
    }

    @Override public Iterator<T> iterator() {
        return new Iterator<T>() {
            Node<T> cur = head;
            public boolean hasNext() { return cur != null; }
            public T next() {
                if (cur == null) throw new NoSuchElementException();
                T v = cur.val; cur = cur.next; return v;
            }
        };
    }

    @Override public String toString() {
        StringJoiner sj = new StringJoiner(", ", "[", "]");
        for (T v : this) sj.add(String.valueOf(v));
        return sj.toString();
    }

    static boolean balanced(String s) {
        LinkedStack<Character> st = new LinkedStack<>();
        String open = "([{", close = ")]}";
        for (char c : s.toCharArray()) {
            if (open.indexOf(c) >= 0) st.push(c);
            else if (close.indexOf(c) >= 0) {
                if (st.size() == 0 || open.indexOf(st.pop()) != close.indexOf(c)) return false;
            }
        }
        return st.size() == 0;
    }

    @SafeVarargs
    static <T> LinkedStack<T> of(T... xs) {
        LinkedStack<T> s = new LinkedStack<>();
        for (T x : xs) s.push(x);
        return s;
    }

    public static void main(String[] args) {
        LinkedStack<Integer> s = of(1, 2, 3, 4);
        System.out.println(s + " size=" + s.size() + " peek=" + s.peek());
        System.out.println(s.map(x -> x * x));
        System.out.println(s.map(x -> "n" + x));
        System.out.println(s.pop() + " " + s.pop() + " " + s);
        for (String t : new String[]{"([]{})", "([)]", "((", "", "a(b)c"}) System.out.println("'" + t + "' " + balanced(t));
        LinkedStack<String> e = new LinkedStack<>();
        try { e.pop(); } catch (EmptyStackException ex) { System.out.println("caught " + ex); }
        Iterator<Integer> it = s.iterator();
        it.next(); it.next();
        try { it.next(); } catch (NoSuchElementException ex) { System.out.println("done: " + ex.getMessage()); }
        Map<String, Integer> wc = new HashMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog the end".split("\\s+")) wc.put(w, wc.getOrDefault(w, 0) + 1);
        List<Map.Entry<String, Integer>> es = new ArrayList<>(wc.entrySet());
        es.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println(es.subList(0, 4));
        System.out.println(wc);
    }
}
