#include "puzzlelibrarydialog.h"

#include "puzzleanswertext.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ml
{

PuzzleLibraryDialog::PuzzleLibraryDialog(const QString &language, QWidget *parent,
                                         const QString &directory)
    : QDialog(parent), m_library(directory), m_language(language), m_intro(new QLabel(this)),
      m_list(new QListWidget(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("puzzleLibraryDialog"));
    m_intro->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("puzzleList"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    connect(m_list, &QListWidget::currentRowChanged, this,
            [this](int row) { m_buttons->button(QDialogButtonBox::Open)->setEnabled(row >= 0); });
    retranslateUi();
    m_list->setCurrentRow(0);
    resize(480, 420);
}

QString PuzzleLibraryDialog::selectedPath() const
{
    const int row = m_list->currentRow();
    return row < 0 ? QString() : m_library.entries()[row].path;
}

void PuzzleLibraryDialog::setLanguage(const QString &language)
{
    m_language = language;
    fillList();
}

void PuzzleLibraryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void PuzzleLibraryDialog::retranslateUi()
{
    setWindowTitle(tr("Puzzle library"));
    m_intro->setText(tr("Choose a puzzle. The answer stays hidden until you ask for it."));
    fillList();
}

void PuzzleLibraryDialog::fillList()
{
    const int row = m_list->currentRow();
    m_list->clear();
    const QList<PuzzleLibrary::Entry> &entries = m_library.entries();
    for (int i = 0; i < entries.size(); ++i)
        m_list->addItem(
            tr("%1. %2 (%3)")
                .arg(i + 1)
                .arg(entries[i].titleIn(m_language), PuzzleAnswerText::kindName(entries[i].kind)));
    m_list->setCurrentRow(qMin(row, int(entries.size()) - 1));
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(m_list->currentRow() >= 0);
}

} // namespace ml
