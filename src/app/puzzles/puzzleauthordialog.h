// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "puzzle.h"
#include "puzzlesearch.h"
#include "timeline.h"

#include <QDialog>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace ml
{

class PuzzleReviewJob;
class PuzzleSearchJob;
class PuzzleTextEdit;
namespace Ui
{
class PuzzleAuthorDialog;
}

// Turns a board into a puzzle (docs/board-format.md, `puzzle`): kind, question, hints and
// explanation in English and Dutch, and the answer key. The rules engine computes the key (the
// best-move search on a worker thread, with progress and cancel); the author reads it, confirms it,
// and only then can accept, so no puzzle is stored with an answer nobody looked at. The key is
// also reviewed: several best moves must be accepted together or the board changed,
// and an answer that changes with a rules reading is shown under each reading. Laid out in
// ui/puzzleauthordialog.ui; the players and tiles come from the board.
class PuzzleAuthorDialog : public QDialog
{
    Q_OBJECT
public:
    // `board` is the board as it is now, played (the document's timeline, so that opening the
    // dialog does not play it again); an existing "puzzle" key is loaded for editing.
    explicit PuzzleAuthorDialog(const Timeline &board, QWidget *parent = nullptr);
    // The same for a board no one has played yet.
    explicit PuzzleAuthorDialog(const BoardFile &file, QWidget *parent = nullptr);
    ~PuzzleAuthorDialog() override;

    // The puzzle for the board file, with the answer once confirmed.
    Puzzle puzzle() const;
    const std::optional<PuzzleAnswer> &answer() const { return m_answer; }
    bool isComputing() const;
    // Whether the review of the key (other rules readings) still runs.
    bool isReviewing() const;

public Q_SLOTS:
    // Runs the engine for the kind, player and tile chosen. Score kinds answer at once; the
    // best-move search reports through answerComputed() when it ends.
    void computeAnswer();
    void cancelSearch();

Q_SIGNALS:
    // After every computation, successful or not (a failure shows its reason).
    void answerComputed(bool ok);
    // The best moves of the search, best first (empty when there is none), to draw on the
    // board, and the one chosen in the list.
    void topMovesShown(const ml::Game &before, const QList<ml::RankedMove> &moves);
    void topMoveChosen(int index);
    // When the review of a computed or loaded key ends; readingWarning then tells the result.
    void reviewFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateDynamicTexts();
    void loadPuzzle(const Puzzle &puzzle);
    Puzzle puzzleFromFields() const;
    void forgetAnswer();
    void showAnswer();
    void onSearchFinished();
    void reviewAnswer();
    void showReview();
    // Why the solver could not answer from the board they are shown (a scoring figure not
    // standing there, or faded by a dim annotation); empty when nothing is hidden.
    QString visibilityWarning() const;
    // The first hint row with no English text, as a refusal; empty when every row has one.
    QString emptyHintRow() const;
    void changeBoard();
    void updateState();
    bool sharedBest() const; // a best-move key with more than one distinct move
    void addHint();
    void removeHint();

    BoardFile m_file;
    Timeline m_timeline; // the board played once (its final scoring, if any, is not looked at)
    // The same with its final scoring, for a final-scores question; played when first asked.
    const Timeline &finalTimeline() const;
    mutable std::optional<Timeline> m_finalTimeline;
    std::shared_ptr<const Game> m_before; // the board before the puzzle's move or final scoring
    QString m_boardProblem;
    std::optional<PuzzleAnswer> m_answer;
    QString m_answerProblem;
    PuzzleSearchJob *m_job;
    PuzzleReviewJob *m_review;
    bool m_textsOnly = false; // "Change the board": the texts are stored, the key is not
    std::unique_ptr<Ui::PuzzleAuthorDialog> m_ui;

    QComboBox *m_kind;
    QLabel *m_playerLabel;
    QComboBox *m_player;
    QLabel *m_tileLabel;
    QComboBox *m_tile;
    QTabWidget *m_tabs;
    PuzzleTextEdit *m_question;
    QTableWidget *m_hints;
    QPushButton *m_addHint;
    QPushButton *m_removeHint;
    PuzzleTextEdit *m_explanation;
    PuzzleTextEdit *m_freeAnswer;
    QPushButton *m_compute;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QPlainTextEdit *m_answerView;
    QLabel *m_uniqueness;
    QLabel *m_topMovesLabel;
    QListWidget *m_topMoves;
    QCheckBox *m_acceptAll;
    QPushButton *m_changeBoard;
    QLabel *m_readings;
    QCheckBox *m_confirm;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace ml
