#include "puzzlelibrarydialog.h"

#include "puzzleanswertext.h"
#include "ui_puzzlelibrarydialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QListWidget>
#include <QPushButton>

namespace ml
{

PuzzleLibraryDialog::PuzzleLibraryDialog(const QString &language, QWidget *parent,
                                         const QString &directory)
    : QDialog(parent), m_ui(std::make_unique<Ui::PuzzleLibraryDialog>()), m_library(directory),
      m_language(language)
{
    m_ui->setupUi(this);
    m_list = m_ui->puzzleList;
    m_buttons = m_ui->buttons;
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    connect(m_list, &QListWidget::currentRowChanged, this,
            [this](int row) { m_buttons->button(QDialogButtonBox::Open)->setEnabled(row >= 0); });
    fillList();
    m_list->setCurrentRow(0);
}

PuzzleLibraryDialog::~PuzzleLibraryDialog() = default;

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
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        fillList(); // the kinds' names follow the language
    }
    QDialog::changeEvent(event);
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
