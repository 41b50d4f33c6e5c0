// SPDX-License-Identifier: GPL-3.0-or-later
// The author dialog's review of its key: shared best moves and rules readings.
#include "puzzleauthordialog.h"

#include "puzzlereviewjob.h"
#include "puzzlereviewtext.h"

#include "boarddocument.h"
#include "cellnames.h"
#include "eventtext.h"
#include "puzzleposition.h"

#include <QComboBox>
#include <QTableWidget>

#include <QLabel>

namespace ml
{

bool PuzzleAuthorDialog::sharedBest() const
{
    return m_answer && m_before && m_answer->kind == PuzzleKind::BestMove &&
           PuzzleReviewText::distinctBest(*m_before, *m_answer).size() > 1;
}

// The readings are asked of the rules engine off the GUI thread: a best-move key is searched
// again under every other option value.
void PuzzleAuthorDialog::reviewAnswer()
{
    if (!m_answer || !m_before || m_answer->kind == PuzzleKind::Free) {
        m_review->drop();
    } else {
        Puzzle p = puzzleFromFields();
        m_review->start(m_timeline, p, *m_answer);
    }
    showReview();
}

void PuzzleAuthorDialog::showReview()
{
    QString text;
    if (m_review->isRunning())
        text = tr("Checking the answer under the other rules readings…");
    else if (m_answer && m_before && m_review->result())
        text = PuzzleReviewText::readings(*m_before, *m_answer, *m_review->result());
    const QString hidden = visibilityWarning();
    if (!hidden.isEmpty()) text = text.isEmpty() ? hidden : hidden + QStringLiteral("\n\n") + text;
    m_readings->setText(text);
    m_readings->setVisible(!text.isEmpty());
}

QString PuzzleAuthorDialog::visibilityWarning() const
{
    if (!m_before) return {};
    const PuzzleKind kind = PuzzleKind(m_kind->currentData().toInt());
    const Timeline &timeline = kind == PuzzleKind::FinalScores ? finalTimeline() : m_timeline;
    const PuzzlePosition shown = puzzlePosition(m_timeline, kind);
    QStringList lines;
    // Cells named as the board's edges label them.
    const EventText text(m_before->players(), CellNames::forTimeline(m_timeline));
    for (const UnseenScorer &u : unseenScorers(timeline, kind, shown, m_file.annotations())) {
        const int p = m_before->playerIndex(u.player);
        const QString who = p >= 0 ? BoardDocument::shownPlayerName(m_before->players()[p].id,
                                                                    m_before->players()[p].name)
                                   : u.player;
        const QString where = u.cells.isEmpty() ? QString() : text.cellText(u.cells[0]);
        lines << (u.why == UnseenScorer::Why::Dimmed
                      ? tr("• %1 scores at %2, but the figures that score stand on cells a dim "
                           "annotation fades.")
                      : tr("• %1 scores at %2, but none of the figures that score stands on "
                           "the board the solver is shown."))
                     .arg(who, where);
    }
    if (lines.isEmpty()) return {};
    lines.prepend(tr("The solver cannot answer this from what they see:"));
    return lines.join(u'\n');
}

QString PuzzleAuthorDialog::emptyHintRow() const
{
    for (int row = 0; row < m_hints->rowCount(); ++row) {
        const QTableWidgetItem *en = m_hints->item(row, 0);
        const QTableWidgetItem *nl = m_hints->item(row, 1);
        if (en && !en->text().trimmed().isEmpty()) continue;
        return nl && !nl->text().trimmed().isEmpty()
                   ? tr("Hint %1 has no English text: write it, or remove the hint.").arg(row + 1)
                   : tr("Hint %1 is empty: write it, or remove the row.").arg(row + 1);
    }
    return {};
}

// The author keeps what they wrote and goes back to the board; Edit puzzle computes anew.
void PuzzleAuthorDialog::changeBoard()
{
    m_textsOnly = true;
    accept();
}

} // namespace ml
