/// The named views a station's file may put on its pads (`view NAME on PAD`), one class a file in
/// `Lab/Views`. A new view is one file there and one line here; docs/playground.md lists them
/// (`StationFileTests` checks that list against this one).
enum StationViews {
    static let named: [String: StationView.Type] = Dictionary(uniqueKeysWithValues: [
        FlashView.self, ActionListView.self, TouchDotsView.self, DotLegendView.self, TouchTrailView.self,
        PressAndDragView.self, BallView.self, DisableMidwayView.self, PinchRotateSquareView.self, StrokeView.self,
        ButtonView.self, GreyZoneView.self, DelegateAnswersView.self, ThirdTouchView.self, EdgeDrawerView.self,
        TextLinesView.self, TypeTrailView.self, PinchCircleView.self, HoverRingView.self, ScrollListView.self,
        PenAnglesView.self,
    ].map { ($0.name, $0) })
}
