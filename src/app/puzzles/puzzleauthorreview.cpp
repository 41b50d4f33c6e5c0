// The author dialog's review of its key (issue 16): shared best moves and rules readings.
#include "puzzleauthordialog.h"

#include "puzzlereviewjob.h"
#include "puzzlereviewtext.h"

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
        m_review->start(m_file, p, *m_answer);
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
    m_readings->setText(text);
    m_readings->setVisible(!text.isEmpty());
}

// The author keeps what they wrote and goes back to the board; Edit puzzle computes anew.
void PuzzleAuthorDialog::changeBoard()
{
    m_textsOnly = true;
    accept();
}

} // namespace ml
