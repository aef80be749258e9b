// features: program, comparator_combinators, record_declaration, priority_queue, deque_stack, array_list, method_reference, lambda_expression
import java.util.*;

public class Comp1 {
    record Person(String name, int age) {}
    public static void main(String[] args) {
        List<Person> people = new ArrayList<>();
        people.add(new Person("Bob", 30));
        people.add(new Person("Alice", 25));
        people.add(new Person("Carol", 30));
        people.add(new Person("Dave", 25));
        people.sort(Comparator.comparing(Person::age).thenComparing(Person::name));
        System.out.println(people);
        people.sort(Comparator.comparingInt(Person::age).reversed());
        for (Person p : people) System.out.println(p.name() + " " + p.age());
        Collections.sort(people, (a, b) -> a.name().compareTo(b.name()));
        System.out.println(people.get(0));
        people.sort(Comparator.comparing(Person::name, Comparator.reverseOrder()));
        System.out.println(people);
        List<String> words = new ArrayList<>(List.of("pear", "fig", "banana", "kiwi"));
        words.sort(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        System.out.println(words);
        words.sort(Comparator.<String>naturalOrder().reversed());
        System.out.println(words);
        Comparator<String> byLen = (a, b) -> Integer.compare(a.length(), b.length());
        words.sort(byLen.thenComparing(s -> s));
        System.out.println(words);
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        pq.offer(new int[]{5, 1}); pq.offer(new int[]{2, 2}); pq.offer(new int[]{9, 3});
        while (!pq.isEmpty()) { int[] t = pq.poll(); System.out.print(t[0] + ":" + t[1] + " "); }
        System.out.println();
        PriorityQueue<Integer> maxq = new PriorityQueue<>(Collections.reverseOrder());
        maxq.addAll(List.of(3, 1, 4, 1, 5));
        System.out.println(maxq.poll() + " " + maxq.size());
        Deque<Integer> dq = new ArrayDeque<>();
        dq.offerFirst(1); dq.offerLast(2); dq.addFirst(0);
        System.out.println(dq + " " + dq.peekFirst() + " " + dq.peekLast());
        System.out.println(dq.pollLast() + " " + dq.pollFirst() + " " + dq);
        LinkedList<String> ll = new LinkedList<>();
        ll.add("a"); ll.addFirst("z"); ll.addLast("q");
        System.out.println(ll.getFirst() + ll.getLast() + ll.removeFirst() + ll);
    }
}
