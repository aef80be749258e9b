// features: program, arrays, array_list, collections_utils
// Arrays.asList(array) is a fixed-size view of the array: Collections.reverse,
// sort and shuffle through it and set() change the array itself; add throws.
import java.util.*;

public class LeaderboardViews {
    public static void main(String[] args) {
        String[] names = {"zoe", "amir", "lin", "bea", "omar"};
        Integer[] scores = {310, 475, 120, 475, 260};

        List<String> nameView = Arrays.asList(names);
        Collections.sort(nameView);
        System.out.println("sorted names: " + Arrays.toString(names));
        Collections.reverse(nameView);
        System.out.println("reversed: " + String.join(" ", names));

        List<Integer> scoreView = Arrays.asList(scores);
        scoreView.sort(Comparator.reverseOrder());
        System.out.println("scores desc: " + Arrays.toString(scores));
        scoreView.set(4, scoreView.get(4) + 1000);
        System.out.println("bonus to last: " + scores[4] + " max " + Collections.max(scoreView));
        scores[0] = 0;
        System.out.println("view sees array writes: " + scoreView.get(0) + " " + scoreView);

        Collections.shuffle(Arrays.asList(names), new Random(42));
        System.out.println("draw order: " + Arrays.toString(names));
        Collections.swap(nameView, 0, 1);
        System.out.println("swapped: " + nameView);

        try {
            scoreView.add(99);
        } catch (UnsupportedOperationException e) {
            System.out.println("fixed size: add rejected");
        }
        try {
            nameView.remove(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("fixed size: remove rejected");
        }
        List<String> copy = new ArrayList<>(Arrays.asList(names));
        copy.add("new");
        System.out.println(copy.size() + " vs " + names.length);
    }
}
