// SPDX-License-Identifier: GPL-3.0-or-later
// The packed list of a board file's moves gives back every part of every move as it was
// appended: the plain ones (player, tile, cell, turn, kind, the abbot's recall, the builder's
// second tile) and the rarer ones kept beside them (a figure, the mage or witch, a hill's
// hidden tile, the shepherd's choice), in order, whatever mix of moves comes.
#include "movelist.h"

#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

bool sameMove(const Move &a, const Move &b)
{
    const auto sameFigure = [](const std::optional<FigureChoice> &x,
                               const std::optional<FigureChoice> &y) {
        if (x.has_value() != y.has_value()) return false;
        return !x || (x->type == y->type && x->on == y->on && x->at == y->at);
    };
    const auto sameMagic = [](const std::optional<MagicChoice> &x,
                              const std::optional<MagicChoice> &y) {
        if (x.has_value() != y.has_value()) return false;
        return !x || (x->figure == y->figure && x->at == y->at && x->on == y->on &&
                      x->remove == y->remove);
    };
    return a.player == b.player && a.kind == b.kind && a.tile == b.tile && a.at == b.at &&
           a.rot == b.rot && a.under == b.under && sameMagic(a.magic, b.magic) &&
           sameFigure(a.figure, b.figure) && a.flockAction == b.flockAction &&
           a.abbotReturn == b.abbotReturn && a.doubleTurn == b.doubleTurn;
}

QList<Move> sampleMoves()
{
    QList<Move> moves;
    Move plain;
    plain.player = u"red"_s;
    plain.tile = u"U"_s;
    plain.at = {-1'000'000, 1'000'000};
    plain.rot = 3;
    moves << plain;

    Move figure = plain;
    figure.player = u"blue"_s;
    figure.tile = u"D"_s;
    figure.at = {2, -7};
    figure.rot = 1;
    figure.figure = FigureChoice{FigureType::LargeMeeple, u"Nw"_s, Cell{2, -6}};
    figure.doubleTurn = true;
    moves << figure;

    Move discard;
    discard.player = u"red"_s;
    discard.kind = Move::Kind::Discard;
    discard.tile = u"RV3"_s;
    moves << discard;

    Move magic = plain;
    magic.under = u"E"_s;
    magic.magic = MagicChoice{u"mage"_s, {4, 4}, u"S"_s, {}};
    magic.flockAction = u"grow"_s;
    moves << magic;

    Move recall = plain;
    recall.player = u"green"_s;
    recall.abbotReturn = true;
    recall.kind = Move::Kind::Castle;
    moves << recall;
    return moves;
}

} // namespace

class TestMoveList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPartComesBack();
    void longListsKeepTheirOrder();
};

void TestMoveList::everyPartComesBack()
{
    const QList<Move> moves = sampleMoves();
    const MoveList list = MoveList::fromList(moves);
    QCOMPARE(list.size(), moves.size());
    QVERIFY(!list.isEmpty());
    for (qsizetype i = 0; i < moves.size(); ++i) {
        QVERIFY2(sameMove(list[i], moves[i]), qPrintable(QString::number(i)));
        QCOMPARE(list.kindAt(i), moves[i].kind);
        QCOMPARE(list.tileAt(i), moves[i].tile);
    }
    QVERIFY(sameMove(list.constFirst(), moves.constFirst()));
    QVERIFY(sameMove(list.constLast(), moves.constLast()));
    const QList<Move> back = list.toList();
    QCOMPARE(back.size(), moves.size());
    qsizetype i = 0;
    for (const Move &m : list)
        QVERIFY(sameMove(m, moves[i++]));
    QCOMPARE(i, moves.size());
    QVERIFY(MoveList().isEmpty());
}

void TestMoveList::longListsKeepTheirOrder()
{
    const QList<Move> sample = sampleMoves();
    MoveList list;
    constexpr int kMoves = 50'000;
    for (int i = 0; i < kMoves; ++i) {
        Move m = sample[i % sample.size()];
        m.at = {i, -i};
        m.player = u"p%1"_s.arg(i % 7);
        list.append(m);
    }
    QCOMPARE(list.size(), kMoves);
    for (int i = 0; i < kMoves; i += 997) {
        Move expected = sample[i % sample.size()];
        expected.at = {i, -i};
        expected.player = u"p%1"_s.arg(i % 7);
        QVERIFY2(sameMove(list[i], expected), qPrintable(QString::number(i)));
    }
}

QTEST_GUILESS_MAIN(TestMoveList)
#include "tst_movelist.moc"
