// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle sheet's layout as data (src/render/puzzlesheet.h): the board each
// question shows (the solver's, never the answer), the grid of questions and the answers after
// them, and the answer key in words.
#include "boardloading.h"
#include "game.h"
#include "puzzlesheet.h"
#include "testdata.h"

#include <QDir>
#include <QTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

SheetPuzzle sheetOf(const QString &name)
{
    const BoardFile file =
        mltest::load(QDir(mltest::examplesDir() + u"/../puzzles"_s).filePath(name));
    FileError error;
    const auto p = sheetPuzzle(file, u"en"_s, &error);
    if (!p) qFatal("%s", qPrintable(error.toString(name)));
    return *p;
}

int meeples(const Game &game)
{
    int n = 0;
    for (const Figure &f : game.figures())
        n += f.type == FigureType::Meeple ? 1 : 0;
    return n;
}

} // namespace

class TestRenderPuzzleSheet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void finalScoresBoardIsNotScoredYet()
    {
        // 01: the game is over; the question is the final scoring, so the board has all five
        // farmers and nobody has a point yet.
        const SheetPuzzle p = sheetOf(u"01-base-farmers.meeple"_s);
        QCOMPARE(meeples(*p.game), 5);
        for (int i = 0; i < p.game->players().size(); ++i)
            QCOMPARE(p.game->score(i), 0);
        QCOMPARE(p.answer, u"Final scores: Red 9, Blue 9, Green 0"_s);
        QVERIFY(p.explanation.contains(u"R-BASE-15"_s));
        QVERIFY(p.tile.isEmpty());
    }

    void turnScoresBoardShowsTheMoveBeforeItScores()
    {
        // 02: the last tile completes the road (R-BASE-8); the picture must show the two
        // meeples on it, which the scoring sends home.
        const SheetPuzzle p = sheetOf(u"02-base-road-tie.meeple"_s);
        QCOMPARE(meeples(*p.game), 2);
        QCOMPARE(p.game->score(0), 0);
        QCOMPARE(p.answer, u"Points of the last move: Red 4, Blue 4"_s);
        // The legend names the figures on the board by the players' colours.
        QCOMPARE(p.legend.size(), 2);
        QCOMPARE(p.legend[0].text, u"Red"_s);
    }

    void bestMoveHasItsTileAndEveryBestMove()
    {
        const SheetPuzzle p = sheetOf(u"03-base-monastery-best-move.meeple"_s);
        QCOMPARE(p.tile, u"E"_s);
        QCOMPARE(p.answer, u"Best gain over the others: 9\n"
                           "• tile E at (1, 2) turned 90°, no figure\n"
                           "• tile E at (1, 2) turned 180°, no figure"_s);
    }

    void questionsInAGridThenAnswers()
    {
        const QList<SheetPuzzle> five{
            sheetOf(u"01-base-farmers.meeple"_s), sheetOf(u"02-base-road-tie.meeple"_s),
            sheetOf(u"03-base-monastery-best-move.meeple"_s), sheetOf(u"05-hs-vineyards.meeple"_s),
            sheetOf(u"13-mw-free-mage-field.meeple"_s)};
        const PuzzleSheet sheet(five, u"Club"_s, u"en"_s, 4);
        QCOMPARE(sheet.pages().size(), 3); // 4 + 1 questions, then the answers on one page
        QCOMPARE(sheet.pages()[0].part, PuzzleSheet::Part::Questions);
        QCOMPARE(sheet.pages()[1].part, PuzzleSheet::Part::Questions);
        QCOMPARE(sheet.pages()[2].part, PuzzleSheet::Part::Answers);
        const QSizeF area = PuzzleSheet::area();
        for (const PuzzleSheet::Page &page : sheet.pages()) {
            QSet<int> pictures;
            for (const PuzzleSheet::Block &b : page.blocks) {
                // Everything stays on the printable area.
                QVERIFY(b.rect.left() >= -0.01 && b.rect.top() >= -0.01);
                QVERIFY2(b.rect.right() <= area.width() + 0.01 &&
                             b.rect.bottom() <= area.height() + 0.01,
                         qPrintable(b.text));
                // No answer or explanation on a question page, no board on an answer page.
                const bool answer =
                    b.role == PuzzleSheet::Role::Answer || b.role == PuzzleSheet::Role::Explanation;
                if (page.part == PuzzleSheet::Part::Questions) QVERIFY(!answer);
                if (b.role == PuzzleSheet::Role::Picture) {
                    QCOMPARE(page.part, PuzzleSheet::Part::Questions);
                    QVERIFY(!b.rect.isEmpty());
                    pictures.insert(b.puzzle);
                }
            }
            if (page.part == PuzzleSheet::Part::Questions)
                QCOMPARE(pictures.size(), &page == &sheet.pages()[0] ? 4 : 1);
        }
        // The 2 x 2 grid: the second puzzle right of the first, the third under it.
        auto pictureOf = [&](int puzzle) {
            for (const PuzzleSheet::Block &b : sheet.pages()[0].blocks)
                if (b.role == PuzzleSheet::Role::Picture && b.puzzle == puzzle) return b.rect;
            return QRectF();
        };
        QVERIFY(pictureOf(1).left() > pictureOf(0).right());
        QVERIFY(pictureOf(2).top() > pictureOf(0).bottom());
        const QStringList first = sheet.pageText(0);
        QCOMPARE(first.first(), u"Club"_s);
        QVERIFY(first.contains(u"1. Three players, one meadow"_s));
        QCOMPARE(first.last(), u"Meeple Lab · page 1 of 3"_s);
        const QStringList answers = sheet.pageText(2);
        QCOMPARE(answers.first(), u"Answers: Club"_s);
        QVERIFY(answers.contains(u"5. Where may the mage go?"_s));
        QVERIFY(answers.contains(u"Final scores: Red 9, Blue 9, Green 0"_s));
    }

    void perPageIsKeptInRange()
    {
        const QList<SheetPuzzle> one{sheetOf(u"01-base-farmers.meeple"_s)};
        QCOMPARE(PuzzleSheet(one, u"x"_s, u"en"_s, 0).perPage(), 1);
        QCOMPARE(PuzzleSheet(one, u"x"_s, u"en"_s, 99).perPage(), PuzzleSheet::kMaxPerPage);
    }
};

QTEST_MAIN(TestRenderPuzzleSheet)
#include "tst_render_puzzlesheet.moc"
