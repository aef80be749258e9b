// features: program, generics, inheritance, super_method_call, streams, collections_utils, enhanced_for_statement
import java.util.*;
import java.util.stream.*;

public class Hist {
    static class History<T> extends ArrayList<T> {
        private final int limit;
        History(int limit) { this.limit = limit; }
        @Override
        public boolean add(T item) {
            boolean r = super.add(item);
            while (size() > limit) remove(0);
            return r;
        }
        T latest() { return isEmpty() ? null : get(size() - 1); }
    }

    static class Playlist extends LinkedList<String> {
        String name;
        Playlist(String name, Collection<String> songs) { super(songs); this.name = name; }
        @Override public String toString() { return name + super.toString(); }
    }

    public static void main(String[] args) {
        History<String> h = new History<>(3);
        for (String cmd : "ls cd pwd git make ls".split(" ")) h.add(cmd);
        System.out.println(h + " size=" + h.size() + " latest=" + h.latest() + " contains git? " + h.contains("git"));
        for (String s : h) System.out.print(s.toUpperCase() + " ");
        System.out.println();
        System.out.println(h.stream().map(String::length).collect(Collectors.toList()) + " " + (h instanceof List) + " " + new ArrayList<>(h));
        Collections.sort(h);
        System.out.println(h + " " + h.indexOf("make"));
        Playlist p = new Playlist("road", List.of("a", "b"));
        p.addFirst("z");
        p.add("c");
        System.out.println(p + " " + p.getFirst() + " " + p.size());
        List<String> copy = new ArrayList<>();
        copy.addAll(p);
        System.out.println(copy + " " + String.join("-", p));
    }
}
