class Planets {
    enum Planets { MERCURY, VENUS }
    public static void main(String[] args) {
        System.out.println(Planets.VENUS);
    }
}
