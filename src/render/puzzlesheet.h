// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "boardfile.h"
#include "boardrenderer.h"

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QPagedPaintDevice;
class QPainter;

namespace ml
{

class Game;

// One puzzle of a printed sheet: the position as the solver meets it, the question, and the
// answer key in words for the last pages. All texts are in the sheet's language.
struct SheetPuzzle {
    std::shared_ptr<const Game> game;         // the question's position (sheetPuzzle() says which)
    QList<Annotation> annotations;            // the file's marks, shown at `after`
    int after = 0;                            // moves made in `game`
    QList<BoardRenderer::LegendEntry> legend; // the figures on the board, named
    // Turn-scores: the cell of the move asked about, outlined on the board.
    std::optional<Cell> askedCell;
    QString title;
    QString question;
    QString tile;        // best-move: the tile to place, drawn next to the question
    QString answer;      // one line per score or best move
    QString explanation; // the author's, may be empty
};

// The puzzle of `file` for a sheet in `lang`, on the board the solver is shown: after the
// moves, before any final scoring. A turn-scores question is about its last move, so that move
// stands before its scoring, with its figures still on the board (after the scoring they are
// back in hand, and the picture could not show what scored). The answer is the stored key, or the
// one the rules give when the author has not stored it yet. Fails with *error when the puzzle key
// cannot be read (exit 2) or the board does not replay (its own exit code). The file must
// have a puzzle (Puzzle::present).
std::optional<SheetPuzzle> sheetPuzzle(const BoardFile &file, const QString &lang,
                                       FileError *error);

// A printable sheet of puzzles (docs/board-format.md, "Printing puzzles"): the questions first,
// `perPage` to a page in a grid, each numbered with its board picture and question; then the
// answers and explanations, numbered the same, on pages of their own, so a teacher can hand out the
// question pages alone. The layout is computed once as data (pages of text and picture
// blocks, in points on an A4 page), so the same sheet can be painted on a PDF or a printer,
// and tests can read what stands on which page.
class PuzzleSheet
{
public:
    static constexpr int kMaxPerPage = 12;

    enum class Part : quint8 { Questions, Answers };
    enum class Role : quint8 {
        Heading,
        Number,
        Picture,
        Tile,
        Question,
        Answer,
        Explanation,
        Footer
    };
    struct Block {
        Role role = Role::Heading;
        int puzzle = -1; // index into puzzles(); -1 for headings and footers
        QRectF rect;     // in points on the page's printable area
        QString text;    // empty for a picture
    };
    struct Page {
        Part part = Part::Questions;
        QList<Block> blocks;
    };

    // `perPage` is clamped to 1..kMaxPerPage. `title` heads the first page of questions.
    PuzzleSheet(const QList<SheetPuzzle> &puzzles, const QString &title, const QString &lang,
                int perPage = 4);

    const QList<SheetPuzzle> &puzzles() const { return m_puzzles; }
    const QList<Page> &pages() const { return m_pages; }
    int perPage() const { return m_perPage; }
    // Every text on page `index`, top to bottom: what a reader of the page sees in words.
    QStringList pageText(int index) const;

    // Every page on `device` (a PDF writer, a printer), scaled to its printable area.
    bool paintPages(QPagedPaintDevice *device) const;
    // The sheet as an A4 PDF; on failure *error says why, in the sheet's language.
    bool writePdf(const QString &path, QString *error = nullptr) const;

    // "Puzzles" in `lang`: the heading when the puzzles come from no one collection.
    static QString defaultTitle(const QString &lang);
    // The printable area the layout fills: A4 less the margins, in points.
    static QSizeF area();

private:
    void layOutQuestions();
    void layOutAnswers();
    void addFooters();
    void paintPage(QPainter *painter, const Page &page) const;
    QString text(const char *source) const;

    QList<SheetPuzzle> m_puzzles;
    QString m_title;
    QString m_lang;
    int m_perPage = 4;
    QList<Page> m_pages;
};

} // namespace ml
