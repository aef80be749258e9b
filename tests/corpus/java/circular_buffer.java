// features: program, generics, custom_exceptions, class_declaration, arrays, try_statement, iterator
import java.util.*;

public class CircularBuffer {
    static class BufferIOException extends Exception {
        BufferIOException(String message) { super(message); }
    }

    static class Ring<T> implements Iterable<T> {
        private final Object[] items;
        private int head = 0, size = 0;

        Ring(int capacity) { items = new Object[capacity]; }

        @SuppressWarnings("unchecked")
        T read() throws BufferIOException {
            if (size == 0) throw new BufferIOException("Tried to read from empty buffer");
            T value = (T) items[head];
            items[head] = null;
            head = (head + 1) % items.length;
            size--;
            return value;
        }

        void write(T value) throws BufferIOException {
            if (size == items.length) throw new BufferIOException("Tried to write to full buffer");
            items[(head + size) % items.length] = value;
            size++;
        }

        void overwrite(T value) {
            if (size == items.length) {
                items[head] = value;
                head = (head + 1) % items.length;
            } else {
                items[(head + size) % items.length] = value;
                size++;
            }
        }

        void clear() {
            Arrays.fill(items, null);
            head = 0;
            size = 0;
        }

        @Override
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                private int i = 0;
                public boolean hasNext() { return i < size; }
                @SuppressWarnings("unchecked")
                public T next() { return (T) items[(head + i++) % items.length]; }
            };
        }
    }

    static <T> String contents(Ring<T> ring) {
        StringJoiner j = new StringJoiner(", ", "[", "]");
        for (T t : ring) j.add(String.valueOf(t));
        return j.toString();
    }

    public static void main(String[] args) {
        Ring<Integer> b = new Ring<>(3);
        try {
            b.read();
        } catch (BufferIOException e) {
            System.out.println("1: " + e.getMessage());
        }
        try {
            b.write(1);
            b.write(2);
            System.out.println("read " + b.read());
            b.write(3);
            b.write(4);
            System.out.println("contents " + contents(b));
            b.write(5);
        } catch (BufferIOException e) {
            System.out.println("2: " + e.getMessage());
        }
        b.overwrite(5);
        b.overwrite(6);
        System.out.println("after overwrite " + contents(b));
        try {
            while (true) System.out.print(b.read() + " ");
        } catch (BufferIOException e) {
            System.out.println("| drained: " + e.getMessage());
        }
        Ring<String> s = new Ring<>(2);
        s.overwrite("a");
        s.overwrite("b");
        s.overwrite("c");
        System.out.println(contents(s));
        s.clear();
        System.out.println("cleared " + contents(s));
        try {
            s.write("x");
            System.out.println(s.read() + s.read());
        } catch (BufferIOException e) {
            System.out.println("3: " + e.getMessage());
        } finally {
            System.out.println("done");
        }
    }
}
