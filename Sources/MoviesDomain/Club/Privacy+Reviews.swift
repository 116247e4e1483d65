extension Privacy {
    /// A review as the viewer may read it: anyone sees a review (but across a block), while the day of its
    /// watch is the diary's, told only where the diary is theirs to read.
    public func shown(_ review: Review) -> Review {
        seesDiary ? review : review.sayingNoDay
    }
}
